import { Menu, type MenuItemProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import { forwardRef } from 'react';
import type { AnchorElementProps } from './router-link.tsx';

// A router link as a Mantine menu item (see router-link.tsx); its own module so that pages with plain
// links do not load Menu.
const MantineMenuItemAnchor = forwardRef<HTMLAnchorElement, MenuItemProps & AnchorElementProps>(
  (props, ref) => <Menu.Item component="a" ref={ref} {...props} />,
);
const CreatedMenuItemLink = createLink(MantineMenuItemAnchor);
export const MenuItemLink: LinkComponent<typeof MantineMenuItemAnchor> = (props) => (
  <CreatedMenuItemLink preload="intent" {...props} />
);
