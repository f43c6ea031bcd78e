// The wide bar's dropdown groups: Education and Tools.
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { Menu } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { Link } from "react-router";
import { useLocalizedPath } from "@/components/localized-link";
import classes from "./nav-bar.module.css";
import {
  ACADEMIC_LINKS,
  EDUCATION_LABEL,
  isActive,
  type NavItem,
  TOOL_LINKS,
  TOOLS_LABEL,
} from "./nav-links";

function NavGroupMenu({
  label,
  links,
  pathname,
}: {
  label: MessageDescriptor;
  links: NavItem[];
  pathname: string;
}) {
  const { i18n } = useLingui();
  const localized = useLocalizedPath();
  const groupActive = links.some((item) => isActive(pathname, item.to));
  return (
    <Menu position="bottom-start" shadow="md" withinPortal>
      <Menu.Target>
        <button type="button" className={classes.item} data-active={groupActive || undefined}>
          {i18n._(label)}
          <IconChevronDown size={14} aria-hidden="true" />
        </button>
      </Menu.Target>
      <Menu.Dropdown>
        {links.map((item) => (
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

export const EducationMenu = ({ pathname }: { pathname: string }) => (
  <NavGroupMenu label={EDUCATION_LABEL} links={ACADEMIC_LINKS} pathname={pathname} />
);

export const ToolsMenu = ({ pathname }: { pathname: string }) => (
  <NavGroupMenu label={TOOLS_LABEL} links={TOOL_LINKS} pathname={pathname} />
);
