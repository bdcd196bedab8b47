import { AppShell, Divider } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useRouterState } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import type { RouteFlags } from '../../../routes/route-table.ts';
import { headerPermissions } from '../utils/header-permissions.ts';
import { TOOLS_IN_HEADER_QUERY } from '../utils/tools-in-header.ts';
import { ActingOrganizationBanner } from './acting-organization-banner.tsx';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { HeaderToolsSlot } from './header-tools-slot.tsx';
import { ImpersonationGuard } from './impersonation-guard.tsx';
import { Logo } from './logo.tsx';
import { NavLinks } from './nav-links.tsx';

/**
 * The frame of the pages with a header or footer (app-frame.tsx loads it lazily): Mantine's AppShell with
 * the header and the navigation drawer, then the route's content (`children`, guarded already) and the footer
 * at the end of the page.
 */
export function ShellFrame({ flags, children }: { flags: RouteFlags; children: ReactNode }) {
  const { user } = useCurrentUser();
  const [opened, { toggle, close }] = useDisclosure(false);
  const can = headerPermissions(user);
  const showNavbar = flags.showHeader && can.showNavigation;
  // One place at a time: the picker counts its validity checks, so it must never be mounted twice.
  const toolsInHeader =
    useMediaQuery(TOOLS_IN_HEADER_QUERY, true, { getInitialValueInEffect: false }) ?? true;
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  // Any navigation from the drawer (a link, the help menu's pages) closes it.
  useEffect(() => {
    if (pathname) close();
  }, [pathname, close]);

  return (
    <AppShell
      header={flags.showHeader ? { height: 64 } : undefined}
      navbar={
        showNavbar
          ? { width: 280, breakpoint: 'lg', collapsed: { mobile: !opened, desktop: true } }
          : undefined
      }
      padding={flags.showHeader ? 'md' : 0}
    >
      {flags.showHeader && user && can.showOrganizationPicker && <ImpersonationGuard user={user} />}
      {flags.showHeader && (
        <AppShell.Header>
          <AppHeader navigationOpened={opened} onToggleNavigation={toggle} toolsInHeader={toolsInHeader} />
        </AppShell.Header>
      )}
      {showNavbar && (
        <AppShell.Navbar p="md" style={{ overflowY: 'auto' }}>
          {/* Rendered only while open so screen readers and tests meet one main navigation. */}
          {opened && <NavLinks onNavigate={close} />}
          {opened && user && !toolsInHeader && (
            <>
              <Divider my="md" />
              <HeaderToolsSlot user={user} placement="drawer" />
            </>
          )}
        </AppShell.Navbar>
      )}
      {/* The footer ends the page instead of staying fixed over it (Mantine's AppShell.Footer): it says only
          the copyright, and on a phone a fixed one would keep 44 px of every screen. */}
      <AppShell.Main id="main-content" className={flags.showFooter ? 'shell-main-above-footer' : undefined}>
        {flags.showHeader && (
          <div className="print-logo" aria-hidden="true">
            <Logo />
          </div>
        )}
        {flags.showHeader && user && can.showOrganizationPicker && <ActingOrganizationBanner user={user} />}
        {children}
      </AppShell.Main>
      {flags.showFooter && <AppFooter />}
    </AppShell>
  );
}
