import {
  createRootRoute,
  createRoute,
  createRouter,
  lazyRouteComponent,
  type RouterHistory,
} from '@tanstack/react-router';
import {
  loadForgotPasswordPage,
  loadRegisterPage,
  loadResetPasswordPage,
  loadVerifyUserPage,
} from '../features/account/index.ts';
import { loadAdminPage } from '../features/admin/index.ts';
import { loadAssistantPage } from '../features/assistant/index.ts';
import { loadLoginPage, RootRedirect } from '../features/auth/index.ts';
import { loadCalendarPage, parseCalendarSearch } from '../features/calendar/index.ts';
import { parseOrganizationScopeSearch } from '../features/consultant/index.ts';
import { loadDashboardPage } from '../features/dashboard/index.ts';
import { loadDeadlinesPage } from '../features/deadlines/index.ts';
import { loadDocumentsPage, loadDriveCallbackPage } from '../features/documents/index.ts';
import { loadFunderProfilePage, loadFundersPage } from '../features/funders/index.ts';
import { loadGrantListPage } from '../features/grants/index.ts';
import { loadLargestFundersPage } from '../features/largest-funders/index.ts';
import { AppFrame } from '../features/layout/index.ts';
import { loadPipelinePage } from '../features/pipeline/index.ts';
import { loadProgramsPage } from '../features/programs/index.ts';
import { loadReportCenterPage } from '../features/reports/index.ts';
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
    component: lazyPage(loadDashboardPage, 'DashboardPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.assistantChat.path,
    staticData: { routeName: 'assistantChat' },
    component: lazyPage(loadAssistantPage, 'AssistantPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.programs.path,
    staticData: { routeName: 'programs' },
    component: lazyPage(loadProgramsPage, 'ProgramsPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.grantList.path,
    staticData: { routeName: 'grantList' },
    validateSearch: parseGrantListSearch,
    component: lazyPage(loadGrantListPage, 'GrantListPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.pipeline.path,
    staticData: { routeName: 'pipeline' },
    validateSearch: parsePipelineSearch,
    component: lazyPage(loadPipelinePage, 'PipelinePage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.deadlines.path,
    staticData: { routeName: 'deadlines' },
    validateSearch: parseOrganizationScopeSearch,
    component: lazyPage(loadDeadlinesPage, 'DeadlinesPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.reports.path,
    staticData: { routeName: 'reports' },
    validateSearch: parseReportCenterSearch,
    component: lazyPage(loadReportCenterPage, 'ReportCenterPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.fundersList.path,
    staticData: { routeName: 'fundersList' },
    validateSearch: parseFundersSearch,
    component: lazyPage(loadFundersPage, 'FundersPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.largestFunders.path,
    staticData: { routeName: 'largestFunders' },
    component: lazyPage(loadLargestFundersPage, 'LargestFundersPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.funderProfile.path,
    staticData: { routeName: 'funderProfile' },
    component: lazyPage(loadFunderProfilePage, 'FunderProfilePage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.funderDocuments.path,
    staticData: { routeName: 'funderDocuments' },
    validateSearch: parseDocumentsSearch,
    component: lazyPage(loadDocumentsPage, 'FunderDocumentsPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.oneDriveCallback.path,
    staticData: { routeName: 'oneDriveCallback' },
    validateSearch: parseDriveCallbackSearch,
    component: lazyPage(loadDriveCallbackPage, 'DriveCallbackPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.login.path,
    staticData: { routeName: 'login' },
    validateSearch: parseLoginSearch,
    component: lazyPage(loadLoginPage, 'LoginPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.forgotPassword.path,
    staticData: { routeName: 'forgotPassword' },
    component: lazyPage(loadForgotPasswordPage, 'ForgotPasswordPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.resetPassword.path,
    staticData: { routeName: 'resetPassword' },
    validateSearch: parseTokenSearch,
    component: lazyPage(loadResetPasswordPage, 'ResetPasswordPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.verifyUser.path,
    staticData: { routeName: 'verifyUser' },
    validateSearch: parseTokenSearch,
    component: lazyPage(loadVerifyUserPage, 'VerifyUserPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.register.path,
    staticData: { routeName: 'register' },
    component: lazyPage(loadRegisterPage, 'RegisterPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.admin.path,
    staticData: { routeName: 'admin' },
    component: lazyPage(loadAdminPage, 'AdminPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.calendar.path,
    staticData: { routeName: 'calendar' },
    validateSearch: parseCalendarSearch,
    component: lazyPage(loadCalendarPage, 'CalendarPage'),
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
