import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  type RouterHistory,
} from '@tanstack/react-router';
import { RootRedirect } from '../features/auth/components/root-redirect.tsx';
import { parseCalendarSearch } from '../features/calendar/utils/calendar-search.ts';
import { parseOrganizationScopeSearch } from '../features/consultant/utils/organization-scope-search.ts';
import { AppFrame } from '../features/layout/components/app-frame.tsx';
import { loadChunk } from '../lib/chunk-loader.ts';
import { isSignedIn } from '../lib/session-marker.ts';
import { NotFoundPage } from '../ui/not-found-page.tsx';
import { PageLoader } from '../ui/page-loader.tsx';
import { RouteError } from '../ui/route-error.tsx';
import { flagsFor, isRouteName, ROUTES, type RouteName } from './route-table.ts';
import {
  parseDocumentsSearch,
  parseDriveCallbackSearch,
  parseFundersSearch,
  parseGrantListSearch,
  parseLoginSearch,
  parsePipelineSearch,
  parseReportCenterSearch,
  parseTokenSearch,
} from './search.ts';

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  interface StaticDataRouteOption {
    routeName?: RouteName;
  }
}

// Every page is its own chunk; the frame (header, guard) stays in the main one. Chunks load through
// loadChunk: offline they wait for the connection, after a deploy the page reloads once.
function lazyPage<T extends Record<string, unknown>, K extends keyof T>(importer: () => Promise<T>, name: K) {
  return lazyRouteComponent(() => loadChunk(importer), name);
}

const rootRoute = createRootRoute({ component: AppFrame, notFoundComponent: NotFoundPage });
const child = { getParentRoute: () => rootRoute } as const;

const routeTree = rootRoute.addChildren([
  createRoute({
    ...child,
    path: ROUTES.root.path,
    staticData: { routeName: 'root' },
    component: RootRedirect,
  }),
  createRoute({
    ...child,
    path: ROUTES.dashboard.path,
    staticData: { routeName: 'dashboard' },
    component: lazyPage(() => import('../features/dashboard/components/dashboard-page.tsx'), 'DashboardPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.assistantChat.path,
    staticData: { routeName: 'assistantChat' },
    component: lazyPage(() => import('../features/assistant/components/assistant-page.tsx'), 'AssistantPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.programs.path,
    staticData: { routeName: 'programs' },
    component: lazyPage(() => import('../features/programs/components/programs-page.tsx'), 'ProgramsPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.grantList.path,
    staticData: { routeName: 'grantList' },
    validateSearch: parseGrantListSearch,
    component: lazyPage(() => import('../features/grants/components/grant-list-page.tsx'), 'GrantListPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.pipeline.path,
    staticData: { routeName: 'pipeline' },
    validateSearch: parsePipelineSearch,
    component: lazyPage(() => import('../features/pipeline/components/pipeline-page.tsx'), 'PipelinePage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.deadlines.path,
    staticData: { routeName: 'deadlines' },
    validateSearch: parseOrganizationScopeSearch,
    component: lazyPage(() => import('../features/deadlines/components/deadlines-page.tsx'), 'DeadlinesPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.reports.path,
    staticData: { routeName: 'reports' },
    validateSearch: parseReportCenterSearch,
    component: lazyPage(
      () => import('../features/reports/components/report-center-page.tsx'),
      'ReportCenterPage',
    ),
  }),
  createRoute({
    ...child,
    path: ROUTES.fundersList.path,
    staticData: { routeName: 'fundersList' },
    validateSearch: parseFundersSearch,
    component: lazyPage(() => import('../features/funders/components/funders-page.tsx'), 'FundersPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.largestFunders.path,
    staticData: { routeName: 'largestFunders' },
    component: lazyPage(
      () => import('../features/largest-funders/components/largest-funders-page.tsx'),
      'LargestFundersPage',
    ),
  }),
  createRoute({
    ...child,
    path: ROUTES.funderProfile.path,
    staticData: { routeName: 'funderProfile' },
    component: lazyPage(
      () => import('../features/funders/components/funder-profile-page.tsx'),
      'FunderProfilePage',
    ),
  }),
  createRoute({
    ...child,
    path: ROUTES.funderDocuments.path,
    staticData: { routeName: 'funderDocuments' },
    validateSearch: parseDocumentsSearch,
    component: lazyPage(
      () => import('../features/documents/components/documents-page.tsx'),
      'FunderDocumentsPage',
    ),
  }),
  createRoute({
    ...child,
    path: ROUTES.oneDriveCallback.path,
    staticData: { routeName: 'oneDriveCallback' },
    validateSearch: parseDriveCallbackSearch,
    component: lazyPage(
      () => import('../features/documents/components/drive-callback-page.tsx'),
      'DriveCallbackPage',
    ),
  }),
  createRoute({
    ...child,
    path: ROUTES.login.path,
    staticData: { routeName: 'login' },
    validateSearch: parseLoginSearch,
    component: lazyPage(() => import('../features/auth/components/login-page.tsx'), 'LoginPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.forgotPassword.path,
    staticData: { routeName: 'forgotPassword' },
    component: lazyPage(
      () => import('../features/account/components/forgot-password-page.tsx'),
      'ForgotPasswordPage',
    ),
  }),
  createRoute({
    ...child,
    path: ROUTES.resetPassword.path,
    staticData: { routeName: 'resetPassword' },
    validateSearch: parseTokenSearch,
    component: lazyPage(
      () => import('../features/account/components/reset-password-page.tsx'),
      'ResetPasswordPage',
    ),
  }),
  createRoute({
    ...child,
    path: ROUTES.verifyUser.path,
    staticData: { routeName: 'verifyUser' },
    validateSearch: parseTokenSearch,
    component: lazyPage(
      () => import('../features/account/components/verify-user-page.tsx'),
      'VerifyUserPage',
    ),
  }),
  createRoute({
    ...child,
    path: ROUTES.register.path,
    staticData: { routeName: 'register' },
    component: lazyPage(() => import('../features/account/components/register-page.tsx'), 'RegisterPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.admin.path,
    staticData: { routeName: 'admin' },
    component: lazyPage(() => import('../features/admin/components/admin-page.tsx'), 'AdminPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.calendar.path,
    staticData: { routeName: 'calendar' },
    validateSearch: parseCalendarSearch,
    component: lazyPage(() => import('../features/calendar/components/calendar-page.tsx'), 'CalendarPage'),
  }),
]);

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
