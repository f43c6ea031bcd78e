// The institute's own details (made up), kept once: the contact page, the footer, the invoice and
// prospectus PDFs and the mails take them from here, so they never disagree.

export const INSTITUTE = {
  name: "Plassey Institute",
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
  director: { name: "Subhankar Mondal", role: "Founder and director" },
} as const;
