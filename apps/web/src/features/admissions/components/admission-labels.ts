// An admission's status in the reader's language (the API sends the code).
import type { AdmissionStatus } from "@app/shared/admissions";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

const STATUS_NAMES: Record<AdmissionStatus, MessageDescriptor> = {
  pending: msg({ message: "pending", comment: "An admission's status: not decided yet" }),
  accepted: msg({ message: "accepted", comment: "An admission's status" }),
  waitlisted: msg({ message: "waitlisted", comment: "An admission's status" }),
  rejected: msg({ message: "rejected", comment: "An admission's status" }),
};

export const admissionStatusName = (i18n: I18n, status: AdmissionStatus): string =>
  i18n._(STATUS_NAMES[status]);
