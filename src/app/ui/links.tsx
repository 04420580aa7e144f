// Mantine components as typed router links: `createLink` keeps TanStack's route and params checking,
// which Mantine's generic `component={Link}` prop loses.
import {
  ActionIcon,
  type ActionIconProps,
  Anchor,
  type AnchorProps,
  Button,
  type ButtonProps,
  NavLink,
  type NavLinkProps,
} from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import { forwardRef } from 'react';

const AnchorBase = forwardRef<HTMLAnchorElement, AnchorProps & React.ComponentPropsWithoutRef<'a'>>(
  (props, ref) => <Anchor component="a" ref={ref} {...props} />,
);
const ButtonBase = forwardRef<HTMLAnchorElement, ButtonProps & React.ComponentPropsWithoutRef<'a'>>(
  (props, ref) => <Button component="a" ref={ref} {...props} />,
);
const ActionIconBase = forwardRef<HTMLAnchorElement, ActionIconProps & React.ComponentPropsWithoutRef<'a'>>(
  (props, ref) => <ActionIcon component="a" ref={ref} {...props} />,
);
const NavLinkBase = forwardRef<HTMLAnchorElement, NavLinkProps & React.ComponentPropsWithoutRef<'a'>>(
  (props, ref) => <NavLink component="a" ref={ref} {...props} />,
);

const CreatedAnchorLink = createLink(AnchorBase);
const CreatedButtonLink = createLink(ButtonBase);
const CreatedNavLinkLink = createLink(NavLinkBase);
const CreatedActionIconLink = createLink(ActionIconBase);

export const AnchorLink: LinkComponent<typeof AnchorBase> = (props) => (
  <CreatedAnchorLink preload="intent" {...props} />
);
export const ButtonLink: LinkComponent<typeof ButtonBase> = (props) => (
  <CreatedButtonLink preload="intent" {...props} />
);
export const NavLinkLink: LinkComponent<typeof NavLinkBase> = (props) => (
  <CreatedNavLinkLink preload="intent" {...props} />
);
export const ActionIconLink: LinkComponent<typeof ActionIconBase> = (props) => (
  <CreatedActionIconLink preload="intent" {...props} />
);
