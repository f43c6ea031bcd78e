// The footer of every public page (docs/product.md): link columns and the Social Activities links on wide
// windows; only the social links and the copyright line below 720 px, read once at load like the
// navigation bar (lib/layout-width).
import { Container } from "@mantine/core";
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandWhatsapp,
  IconBrandYoutube,
} from "@tabler/icons-react";
import { Link } from "react-router";
import { contactLinks, SOCIAL_LINKS } from "@/features/contact/contact-info";
import { ByWidth, useLayoutWidth } from "@/lib/layout-width";
import { useInstitute } from "@/lib/use-institute";
import classes from "./footer.module.css";

type FooterColumn = { title: string; links: { to: string; label: string }[] };

const COLUMNS: FooterColumn[] = [
  {
    title: "Institute",
    links: [
      { to: "/", label: "Home" },
      { to: "/fees", label: "Courses and fees" },
      { to: "/webservice", label: "Web development" },
      { to: "/prospectus", label: "Prospectus" },
      { to: "/admission", label: "Admission" },
    ],
  },
  {
    title: "Travel",
    links: [
      { to: "/trip", label: "Book a trip" },
      { to: "/video", label: "Videos" },
      { to: "/weather", label: "Weather" },
    ],
  },
  {
    title: "Support",
    links: [
      { to: "/tickets", label: "My booking" },
      { to: "/contact", label: "Contact" },
      { to: "/dash", label: "Dashboard" },
    ],
  },
];

const SOCIAL = [
  { href: SOCIAL_LINKS.facebook, label: "Facebook", Icon: IconBrandFacebook },
  { href: SOCIAL_LINKS.youtube, label: "YouTube", Icon: IconBrandYoutube },
  { href: SOCIAL_LINKS.instagram, label: "Instagram", Icon: IconBrandInstagram },
];

function SocialLinks() {
  // WhatsApp reaches the institute's own number, as its details say.
  const whatsapp = contactLinks(useInstitute()).whatsapp;
  const social = [...SOCIAL, { href: whatsapp, label: "WhatsApp", Icon: IconBrandWhatsapp }];
  return (
    <ul className={classes.socialList}>
      {social.map(({ href, label, Icon }) => (
        <li key={label}>
          <a
            href={href}
            className={classes.social}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${label} (opens in a new tab)`}
            title={label}
          >
            <Icon size={22} aria-hidden="true" />
          </a>
        </li>
      ))}
    </ul>
  );
}

const copyright = `© ${new Date().getFullYear()} Plassey Institute`;

export function Footer() {
  return (
    <footer className={classes.footer} data-layout={useLayoutWidth()}>
      <Container size="lg" px="md">
        <ByWidth
          wide={
            <>
              <div className={classes.columns}>
                {COLUMNS.map((column) => (
                  <nav key={column.title} aria-label={`Footer: ${column.title}`}>
                    <h2 className={classes.heading}>{column.title}</h2>
                    <ul className={classes.list}>
                      {column.links.map((link) => (
                        <li key={link.to}>
                          <Link to={link.to} className={classes.link}>
                            {link.label}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </nav>
                ))}
                <section aria-labelledby="social-heading">
                  <h2 className={classes.heading} id="social-heading">
                    Social Activities
                  </h2>
                  <SocialLinks />
                </section>
              </div>
              <p className={classes.bottom}>{copyright}</p>
            </>
          }
          narrow={
            <div className={classes.narrow}>
              <h2 className={classes.heading}>Social Activities</h2>
              <SocialLinks />
              <p className={classes.bottom}>{copyright}</p>
            </div>
          }
        />
      </Container>
    </footer>
  );
}
