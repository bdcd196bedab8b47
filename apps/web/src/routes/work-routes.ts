import { createRoute } from '@tanstack/react-router';
import { loadAssistantPage } from '../features/assistant/index.ts';
import { RootRedirect } from '../features/auth/index.ts';
import { loadDashboardPage } from '../features/dashboard/index.ts';
import { loadDeadlinesPage } from '../features/deadlines/index.ts';
import { loadDocumentsPage, loadDriveCallbackPage } from '../features/documents/index.ts';
import { loadFunderProfilePage, loadFundersPage } from '../features/funders/index.ts';
import { loadGrantListPage } from '../features/grants/index.ts';
import { loadLargestFundersPage } from '../features/largest-funders/index.ts';
import { loadOpportunitiesPage, loadOpportunityPage } from '../features/opportunities/index.ts';
import { loadPipelinePage } from '../features/pipeline/index.ts';
import { loadProgramsPage } from '../features/programs/index.ts';
import { loadReportCenterPage } from '../features/reports/index.ts';
import { loadSpreadsheetImportPage } from '../features/spreadsheet-import/index.ts';
import { parseDeadlinesSearch } from './deadlines-search.ts';
import { parseOpportunitiesSearch } from './opportunities-search.ts';
import { child, lazyPage } from './root-route.ts';
import { ROUTES } from './route-table.ts';
import {
  parseDocumentsSearch,
  parseDriveCallbackSearch,
  parseFunderProfileSearch,
  parseFundersSearch,
  parseGrantListSearch,
  parsePipelineSearch,
  parseReportCenterSearch,
  parseSpreadsheetImportSearch,
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
    validateSearch: parseDeadlinesSearch,
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
    validateSearch: parseFunderProfileSearch,
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
    path: ROUTES.opportunities.path,
    staticData: { routeName: 'opportunities' },
    validateSearch: parseOpportunitiesSearch,
    component: lazyPage(loadOpportunitiesPage, 'OpportunitiesPage'),
  }),
  createRoute({
    ...child,
    path: ROUTES.opportunity.path,
    staticData: { routeName: 'opportunity' },
    component: lazyPage(loadOpportunityPage, 'OpportunityPage'),
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
    path: ROUTES.spreadsheetImport.path,
    staticData: { routeName: 'spreadsheetImport' },
    validateSearch: parseSpreadsheetImportSearch,
    component: lazyPage(loadSpreadsheetImportPage, 'SpreadsheetImportRoute'),
  }),
];
