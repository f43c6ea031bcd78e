// The wide bar's Education dropdown.
import { useLingui } from "@lingui/react/macro";
import { Menu } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { Link } from "react-router";
import { useLocalizedPath } from "@/components/localized-link";
import classes from "./nav-bar.module.css";
import { ACADEMIC_LINKS, EDUCATION_LABEL, isActive } from "./nav-links";

export function EducationMenu({ pathname }: { pathname: string }) {
  const { i18n } = useLingui();
  const localized = useLocalizedPath();
  const groupActive = ACADEMIC_LINKS.some((item) => isActive(pathname, item.to));
  return (
    <Menu position="bottom-start" shadow="md" withinPortal>
      <Menu.Target>
        <button type="button" className={classes.item} data-active={groupActive || undefined}>
          {i18n._(EDUCATION_LABEL)}
          <IconChevronDown size={14} aria-hidden="true" />
        </button>
      </Menu.Target>
      <Menu.Dropdown>
        {ACADEMIC_LINKS.map((item) => (
          <Menu.Item
            key={item.to}
            component={Link}
            to={localized(item.to)}
            aria-current={isActive(pathname, item.to) ? "page" : undefined}
          >
            {i18n._(item.label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
