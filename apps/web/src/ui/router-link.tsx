import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import { type ComponentPropsWithRef, forwardRef } from 'react';

// MenuItemLink lives in menu-item-link.tsx: Menu (and Popover with it) loads only with the header.
// createLink keeps TanStack Router's typed `to`/`search`; `component={Link}` would lose it (STACK.md).

export type AnchorElementProps = Omit<ComponentPropsWithRef<'a'>, 'color' | 'style'>;

const MantineAnchor = forwardRef<HTMLAnchorElement, AnchorProps & AnchorElementProps>((props, ref) => (
  <Anchor ref={ref} {...props} />
));
const CreatedAnchorLink = createLink(MantineAnchor);
export const AnchorLink: LinkComponent<typeof MantineAnchor> = (props) => (
  <CreatedAnchorLink preload="intent" {...props} />
);

const MantineButtonAnchor = forwardRef<HTMLAnchorElement, ButtonProps & AnchorElementProps>((props, ref) => (
  <Button component="a" ref={ref} {...props} />
));
const CreatedButtonLink = createLink(MantineButtonAnchor);
export const ButtonLink: LinkComponent<typeof MantineButtonAnchor> = (props) => (
  <CreatedButtonLink preload="intent" {...props} />
);
