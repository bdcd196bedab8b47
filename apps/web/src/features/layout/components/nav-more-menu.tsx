import { Button, Menu } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { MenuItemLink } from '../../../ui/menu-item-link.tsx';
import type { NAV_ITEMS } from './nav-links.tsx';

/** The header navigation's "More" menu: the links the row has no room for (nav-row.tsx). */
export function NavMoreMenu({ items }: { items: ReadonlyArray<(typeof NAV_ITEMS)[number]> }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="dark"
          size="compact-sm"
          px={4}
          fw={500}
          style={{ flexShrink: 0 }}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {t('header_layout.more')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <MenuItemLink key={item.label} {...item.link} activeProps={{ 'aria-current': 'page' }}>
            {t(item.label)}
          </MenuItemLink>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
