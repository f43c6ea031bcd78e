// The footer of every public page (docs/product.md): link columns and the Social Activities links,
// side by side on wide windows and stacked below 720 px, read once at load like the navigation
// bar (lib/layout-width).

import { formatYear } from "@app/shared/format";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Container } from "@mantine/core";
import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandWhatsapp,
  IconBrandYoutube,
} from "@tabler/icons-react";
import { LanguageSwitcher } from "@/components/language-switcher";
import { LocalizedLink } from "@/components/localized-link";
import { contactLinks, SOCIAL_LINKS } from "@/features/contact/contact-info";
import { useLanguage } from "@/lib/i18n";
import { ByWidth, useLayoutWidth } from "@/lib/layout-width";
import { useInstitute } from "@/lib/use-institute";
import classes from "./footer.module.css";

type FooterColumn = {
  title: MessageDescriptor;
  links: { to: string; label: MessageDescriptor }[];
};

const COLUMNS: FooterColumn[] = [
  {
    title: msg`Institute`,
    links: [
      { to: "/", label: msg`Home` },
      { to: "/fees", label: msg`Courses and fees` },
      { to: "/webservice", label: msg`Web development` },
      { to: "/prospectus", label: msg`Prospectus` },
      { to: "/admission", label: msg`Admission` },
    ],
  },
  {
    title: msg`Travel`,
    links: [
      { to: "/trip", label: msg`Book a trip` },
      { to: "/video", label: msg`Videos` },
      { to: "/weather", label: msg`Weather` },
    ],
  },
  {
    title: msg`Support`,
    links: [
      { to: "/tickets", label: msg`My booking` },
      { to: "/contact", label: msg`Contact` },
      { to: "/dash", label: msg`Dashboard` },
    ],
  },
];

const SOCIAL = [
  { href: SOCIAL_LINKS.facebook, label: "Facebook", Icon: IconBrandFacebook },
  { href: SOCIAL_LINKS.youtube, label: "YouTube", Icon: IconBrandYoutube },
  { href: SOCIAL_LINKS.instagram, label: "Instagram", Icon: IconBrandInstagram },
];

function SocialLinks() {
  const { t } = useLingui();
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
            aria-label={t`${label} (opens in a new tab)`}
            title={label}
          >
            <Icon size={22} aria-hidden="true" />
          </a>
        </li>
      ))}
    </ul>
  );
}

function Copyright() {
  const { locale } = useLanguage();
  const year = formatYear(new Date(), locale);
  return (
    <p className={classes.bottom}>
      © {year} {useInstitute().name}
    </p>
  );
}

function LinkColumns() {
  const { t, i18n } = useLingui();
  return COLUMNS.map((column) => {
    const title = i18n._(column.title);
    return (
      <nav key={column.links[0]?.to} aria-label={t`Footer: ${title}`}>
        <h2 className={classes.heading}>{title}</h2>
        <ul className={classes.list}>
          {column.links.map((link) => (
            <li key={link.to}>
              <LocalizedLink to={link.to} className={classes.link}>
                {i18n._(link.label)}
              </LocalizedLink>
            </li>
          ))}
        </ul>
      </nav>
    );
  });
}

export function Footer() {
  return (
    <footer className={classes.footer} data-layout={useLayoutWidth()}>
      <Container size="lg" px="md">
        <ByWidth
          wide={
            <>
              <div className={classes.columns}>
                <LinkColumns />
                <section aria-labelledby="social-heading">
                  <h2 className={classes.heading} id="social-heading">
                    <Trans>Social Activities</Trans>
                  </h2>
                  <SocialLinks />
                </section>
              </div>
              <div className={classes.language}>
                <LanguageSwitcher />
              </div>
              <Copyright />
            </>
          }
          narrow={
            <div className={classes.narrow}>
              {/* Every link of the wide footer, one column under the other. */}
              <div className={classes.stacked}>
                <LinkColumns />
              </div>
              <h2 className={classes.heading}>
                <Trans>Social Activities</Trans>
              </h2>
              <SocialLinks />
              <div className={classes.language}>
                <LanguageSwitcher />
              </div>
              <Copyright />
            </div>
          }
        />
      </Container>
    </footer>
  );
}
