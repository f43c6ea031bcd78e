// The institute's contact details as the contact page and the site footer use them; the details
// themselves are kept once, in @app/shared/institute (the PDFs use them too).
import { INSTITUTE } from "@app/shared/institute";

export const OWNER = {
  name: INSTITUTE.director.name,
  role: INSTITUTE.director.role,
  organisation: INSTITUTE.name,
  addressLines: INSTITUTE.addressLines,
  email: INSTITUTE.email,
  phoneDisplay: INSTITUTE.phoneDisplay,
  phoneDigits: INSTITUTE.phoneDigits,
  hours: INSTITUTE.hours,
};

export const OFFICE_POSITION = { lat: 23.7979, lng: 88.2561 } as const;
export const OFFICE_ZOOM = 15;

export const telLink = `tel:+${OWNER.phoneDigits}`;
export const smsLink = `sms:+${OWNER.phoneDigits}`;
export const whatsappLink = `https://wa.me/${OWNER.phoneDigits}`;
export const mailLink = `mailto:${OWNER.email}`;
export const googleMapsLink = `https://www.google.com/maps?q=${OFFICE_POSITION.lat},${OFFICE_POSITION.lng}`;

export const SOCIAL_LINKS = {
  facebook: "https://www.facebook.com/plasseyinstitute",
  youtube: "https://www.youtube.com/@plasseyinstitute",
  instagram: "https://www.instagram.com/plasseyinstitute",
  whatsapp: whatsappLink,
} as const;
