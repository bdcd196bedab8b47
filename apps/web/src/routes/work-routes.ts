import { createRoute } from '@tanstack/react-router';
import { RootRedirect } from '../features/auth/components/root-redirect.tsx';
import { parseOrganizationScopeSearch } from '../features/consultant/utils/organization-scope-search.ts';
import { child, lazyPage } from './root-route.ts';
import { ROUTES } from './route-table.ts';
import {
  parseDocumentsSearch,
  parseDriveCallbackSearch,
  parseFundersSearch,
  parseGrantListSearch,
  parsePipelineSearch,
  parseReportCenterSearch,
} from './search.ts';

/** The pages of the organisation's work: dashboard, assistant, trackers, funders and their documents. */
export const workRoutes = [
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
];
