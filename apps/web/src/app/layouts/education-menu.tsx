// The wide bar's Education dropdown.
import { Menu } from "@mantine/core";
import { IconChevronDown } from "@tabler/icons-react";
import { Link } from "react-router";
import classes from "./nav-bar.module.css";
import { ACADEMIC_LINKS, isActive } from "./nav-links";

export function EducationMenu({ pathname }: { pathname: string }) {
  const groupActive = ACADEMIC_LINKS.some((item) => isActive(pathname, item.to));
  return (
    <Menu position="bottom-start" shadow="md" withinPortal>
      <Menu.Target>
        <button type="button" className={classes.item} data-active={groupActive || undefined}>
          Education
          <IconChevronDown size={14} aria-hidden="true" />
        </button>
      </Menu.Target>
      <Menu.Dropdown>
        {ACADEMIC_LINKS.map((item) => (
          <Menu.Item
            key={item.to}
            component={Link}
            to={item.to}
            aria-current={isActive(pathname, item.to) ? "page" : undefined}
          >
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
