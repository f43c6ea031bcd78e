// The institute's contact details (made up), used by the contact page and the site footer.

export const OWNER = {
  name: "Subhankar Mondal",
  role: "Founder and director",
  organisation: "Plassey Institute",
  addressLines: [
    "12 Station Road, Palashi",
    "Nadia district (near Murshidabad)",
    "West Bengal 741155, India",
  ],
  email: "contact@plassey-institute.example",
  /** Shown to people. */
  phoneDisplay: "+91 98765 43210",
  /** E.164 digits without the plus, as tel:, sms: and wa.me links want them. */
  phoneDigits: "919876543210",
  hours: "Monday to Saturday, 9:00 to 18:00",
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
