import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { isSignedIn } from '../lib/session-marker.ts';
import { PageLoader } from '../ui/page-loader.tsx';
import { RouteError } from '../ui/route-error.tsx';
import { accountRoutes } from './account-routes.ts';
import { rootRoute } from './root-route.ts';
import { flagsFor, isRouteName, type RouteName } from './route-table.ts';
import { workRoutes } from './work-routes.ts';

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    routeName?: RouteName;
  }
}

const routeTree = rootRoute.addChildren([...workRoutes, ...accountRoutes]);

/** Tests pass a memory history; the app uses the browser's. */
export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    defaultPendingComponent: PageLoader,
    defaultErrorComponent: RouteError,
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

export const router = createAppRouter();

/**
 * Called by main.tsx with the first URL: the page's chunk is fetched beside the shell and the catalogue
 * instead of after the first render (which waits for both). Not for a signed-out visit of a signed-in
 * page, which the guard sends to the sign-in page.
 */
export function preloadPageFor(pathname: string): Promise<unknown> {
  const [, , route] = router.getMatchedRoutes(pathname);
  const name = route?.options.staticData?.routeName;
  if (!route || !isRouteName(name) || (flagsFor(name).requireAuth && !isSignedIn())) return Promise.resolve();
  // A failure here is met again, and handled, when the page renders.
  return Promise.resolve(router.loadRouteChunk(route)).catch(() => undefined);
}
