// React Router's Link in the page's language: inside a Bengali page, a public page's link goes to
// its Bengali address (lib/localized-path).
import { Link, type LinkProps } from "react-router";
import { useLanguage } from "@/lib/i18n";
import { localizedPath } from "@/lib/localized-path";

/** The address `to` in the page's language, for links that are not a LocalizedLink (a menu's). */
export function useLocalizedPath(): (to: string) => string {
  const { language } = useLanguage();
  return (to) => localizedPath(to, language);
}

export function LocalizedLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const localized = useLocalizedPath();
  return <Link to={localized(to)} {...props} />;
}
