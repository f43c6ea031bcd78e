// A role's word in the reader's language, lower case as the lists and selects show it (the API
// sends the code).
import type { Role } from "@app/shared/users";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

const ROLE_WORDS: Record<Role, MessageDescriptor> = {
  user: msg({ message: "user", comment: "A role: a customer or student account" }),
  staff: msg({ message: "staff", comment: "A role" }),
  admin: msg({ message: "admin", comment: "A role" }),
};

export const roleWord = (i18n: I18n, role: Role): string => i18n._(ROLE_WORDS[role]);
