// English / বাংলা: the same page in the other language. A public page has an address in each
// (`/fees`, `/bn/fees`), so the switch is a link there; a screen with one address (an account's,
// the back office) changes its words in place. The choice is remembered in the `lang` cookie, for
// `/` and the screens that follow the reader's language.
import { LANGUAGE_NAMES, LANGUAGES, type Language } from "@app/shared/i18n";
import { useLingui } from "@lingui/react/macro";
import { Link, useLocation, useRevalidator } from "react-router";
import { saveAccountLanguage } from "@/lib/auth";
import { rememberLanguage, useLanguage } from "@/lib/i18n";
import { switchTarget } from "@/lib/localized-path";
import classes from "./language-switcher.module.css";

/**
 * `compact` offers only the other languages (the wide header, where every entry must fit one
 * line); otherwise every language, the current one marked.
 */
export function LanguageSwitcher({
  onSwitch,
  compact = false,
}: {
  onSwitch?: () => void;
  compact?: boolean;
}) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const location = useLocation();
  const { revalidate } = useRevalidator();
  const here = `${location.pathname}${location.search}${location.hash}`;

  const choice = (option: Language) => {
    const name = LANGUAGE_NAMES[option];
    if (option === language) {
      return (
        <span className={classes.option} aria-current="true" lang={option}>
          {name}
        </span>
      );
    }
    const target = switchTarget(here, option);
    const choose = () => {
      rememberLanguage(option);
      // A failed save leaves the switch made for this browser; the profile shows the account's.
      saveAccountLanguage(option).catch(() => {});
      onSwitch?.();
    };
    if (target) {
      return (
        <Link
          to={target}
          className={classes.option}
          lang={option}
          hrefLang={option}
          onClick={choose}
        >
          {name}
        </Link>
      );
    }
    return (
      <button
        type="button"
        className={classes.option}
        lang={option}
        onClick={() => {
          choose();
          // The root route's loader reads the cookie and loads the language's words.
          void revalidate();
        }}
      >
        {name}
      </button>
    );
  };

  return (
    <ul className={classes.switcher} aria-label={t`Language`}>
      {LANGUAGES.filter((option) => !compact || option !== language).map((option) => (
        <li key={option}>{choice(option)}</li>
      ))}
    </ul>
  );
}
