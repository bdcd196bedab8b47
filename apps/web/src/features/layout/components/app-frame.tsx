import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useMatches } from '@tanstack/react-router';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { flagsFor, isRouteName } from '../../../routes/route-table.ts';
import { AuthGuard } from '../../auth/components/auth-guard.tsx';
import { headerPermissions } from '../utils/header-permissions.ts';
import { AppFooter } from './app-footer.tsx';
import { AppHeader } from './app-header.tsx';
import { Logo } from './logo.tsx';
import { NavLinks } from './nav-links.tsx';

/** Applies the current route's flags: header, footer and the sign-in guard. */
export function AppFrame() {
  const routeName = useMatches({
    select: (matches) => {
      const name = matches.at(-1)?.staticData.routeName;
      return isRouteName(name) ? name : undefined;
    },
  });
  const flags = flagsFor(routeName);
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
        {flags.requireAuth ? (
          <AuthGuard>
            <Outlet />
          </AuthGuard>
        ) : (
          <Outlet />
        )}
      </AppShell.Main>
      {flags.showFooter && (
        <AppShell.Footer>
          <AppFooter />
        </AppShell.Footer>
      )}
    </AppShell>
  );
}
