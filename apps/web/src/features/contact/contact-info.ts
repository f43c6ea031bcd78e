// The institute's contact links as the contact page and the site footer use them, made from its
// details (@app/shared/institute; admins change them in the back office, useInstitute reads them).
import type { InstituteSettings } from "@app/shared/institute";

export const OFFICE_POSITION = { lat: 23.7979, lng: 88.2561 } as const;
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

export const googleMapsLink = `https://www.google.com/maps?q=${OFFICE_POSITION.lat},${OFFICE_POSITION.lng}`;

export const SOCIAL_LINKS = {
  facebook: "https://www.facebook.com/plasseyinstitute",
  youtube: "https://www.youtube.com/@plasseyinstitute",
  instagram: "https://www.instagram.com/plasseyinstitute",
} as const;
