import { Outlet, useMatches } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { flagsFor, isRouteName, ROUTES } from '../../../routes/route-table.ts';
import { AuthGuard } from '../../auth/index.ts';
import { toolsFitInHeader } from '../utils/tools-in-header.ts';
import { loadHeaderTools, loadNavMoreMenu } from './header-chunks.ts';
import { OrganizationCurrencyScope } from './organization-currency-scope.tsx';

// The shell (Mantine's AppShell, header with its menus and modals, navigation, footer) is a chunk of its
// own: pages without header and footer (login, register, …) never download it, and with it neither
// AppShell's focus trap and scroll lock nor floating-ui. Signed-in pages fetch it beside their own chunk.
type ShellModule = typeof import('./shell-frame.tsx');
let shell: Promise<ShellModule> | undefined;
let shellLoaded: ShellModule | undefined;
const loadShell = () => {
  shell ??= import('./shell-frame.tsx').then((module) => (shellLoaded = module));
  return shell;
};
const LazyShellFrame = lazy(() => loadShell().then((m) => ({ default: m.ShellFrame })));

const BARE_PATHS = new Set<string>(
  Object.values(ROUTES)
    .filter((route) => !route.showHeader && !route.showFooter)
    .map((route) => route.path),
);

/**
 * Called by main.tsx with the first URL: fetches the shell at once, beside the entry's imports, and on a
 * window wide enough for them the header's tools and navigation menu, lazy chunks of the shell.
 */
export function preloadShellFor(pathname: string): Promise<unknown> {
  if (BARE_PATHS.has(pathname)) return Promise.resolve();
  if (!toolsFitInHeader()) return loadShell();
  return Promise.all([loadShell(), loadHeaderTools(), loadNavMoreMenu()]);
}

/** Applies the current route's flags: header, footer and the sign-in guard. */
export function AppFrame() {
  const routeName = useMatches({
    select: (matches) => {
      const name = matches.at(-1)?.staticData.routeName;
      return isRouteName(name) ? name : undefined;
    },
  });
  const flags = flagsFor(routeName);
  // Asked here, before the shell's chunk arrives, so the current user loads in parallel with it.
  useCurrentUser();
  const content = flags.requireAuth ? (
    <AuthGuard>
      <OrganizationCurrencyScope>
        <Outlet />
      </OrganizationCurrencyScope>
    </AuthGuard>
  ) : (
    <Outlet />
  );
  if (!flags.showHeader && !flags.showFooter)
    return (
      <main id="main-content" className="bare-frame">
        {content}
      </main>
    );
  // Rendered without suspending once its chunk is in (main.tsx waits for it on a first visit): React.lazy
  // suspends on its first render even then, and the reveal after that fallback waited for React's 300 ms
  // throttle, the first screen's paint with it.
  if (shellLoaded) return <shellLoaded.ShellFrame flags={flags}>{content}</shellLoaded.ShellFrame>;
  return (
    <Suspense fallback={null}>
      <LazyShellFrame flags={flags}>{content}</LazyShellFrame>
    </Suspense>
  );
}
