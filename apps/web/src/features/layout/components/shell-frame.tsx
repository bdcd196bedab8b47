import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import type { RouteFlags } from '../../../routes/route-table.ts';
import { headerPermissions } from '../utils/header-permissions.ts';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { Logo } from './logo.tsx';
import { NavLinks } from './nav-links.tsx';

/**
 * The frame of the pages with a header or footer (app-frame.tsx loads it lazily): Mantine's AppShell with
 * the header, the navigation drawer and the footer; `children` is the route's content (guarded already).
 */
export function ShellFrame({ flags, children }: { flags: RouteFlags; children: ReactNode }) {
  const { user } = useCurrentUser();
  const [opened, { toggle, close }] = useDisclosure(false);
  const showNavbar = flags.showHeader && headerPermissions(user).showNavigation;

  return (
    <AppShell
      header={flags.showHeader ? { height: 64 } : undefined}
      footer={flags.showFooter ? { height: 44 } : undefined}
      navbar={
        showNavbar
          ? { width: 260, breakpoint: 'xl', collapsed: { mobile: !opened, desktop: true } }
          : undefined
      }
      padding={flags.showHeader ? 'md' : 0}
    >
      {flags.showHeader && (
        <AppShell.Header>
          <AppHeader navigationOpened={opened} onToggleNavigation={toggle} />
        </AppShell.Header>
      )}
      {showNavbar && (
        <AppShell.Navbar p="md">
          {/* Rendered only while open so screen readers and tests meet one main navigation. */}
          {opened && <NavLinks direction="column" onNavigate={close} />}
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        {flags.showHeader && (
          <div className="print-logo" aria-hidden="true">
            <Logo />
          </div>
        )}
        {children}
      </AppShell.Main>
      {flags.showFooter && (
        <AppShell.Footer>
          <AppFooter />
        </AppShell.Footer>
      )}
    </AppShell>
  );
}
