// A gender as the site writes it in the reader's language (the forms and lists send the code).
import type { Gender } from "@app/shared/admissions";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

// Lower case, as a list shows them; a label capitalises its first letter (no-op in Bengali).
const GENDER_NAMES: Record<Gender, MessageDescriptor> = {
  female: msg({ message: "female", comment: "A gender, as a list shows it" }),
  male: msg({ message: "male", comment: "A gender, as a list shows it" }),
  other: msg({ message: "other", comment: "A gender, as a list shows it" }),
};

export const genderName = (i18n: I18n, gender: Gender): string => i18n._(GENDER_NAMES[gender]);
