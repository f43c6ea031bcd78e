// The institute's contact links as the contact page and the site footer use them, made from its
// details (@app/shared/institute; admins change them in the back office, useInstitute reads them).
import { type InstituteSettings, OFFICE_MAP_LINK } from "@app/shared/institute";

export { OFFICE_POSITION } from "@app/shared/institute";
export const OFFICE_ZOOM = 15;

/** The call, text, WhatsApp and email links of the institute's details. */
export function contactLinks(institute: InstituteSettings) {
  return {
    tel: `tel:+${institute.phoneDigits}`,
    sms: `sms:+${institute.phoneDigits}`,
    whatsapp: `https://wa.me/${institute.phoneDigits}`,
    mail: `mailto:${institute.email}`,
  };
}

export const googleMapsLink = OFFICE_MAP_LINK;

export const SOCIAL_LINKS = {
  facebook: "https://www.facebook.com/plasseyinstitute",
  youtube: "https://www.youtube.com/@plasseyinstitute",
  instagram: "https://www.instagram.com/plasseyinstitute",
} as const;
