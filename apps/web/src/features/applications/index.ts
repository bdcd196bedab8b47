// The applications feature's public API: what other features, routes/ and test/ use. The rest of the
// folder is private to it (enforced by tooling/architecture, web-features).

export { ApplicationActions, type TrackerRowActions } from './components/application-actions.tsx';
export {
  AwardFields,
  DeclineFields,
  IneligibleReasonField,
  SubmissionFields,
  SubmittedAnswerGroup,
} from './components/outcome-fields.tsx';
export { PeriodNavigator } from './components/period-navigator.tsx';
export { ReportRowsEditor } from './components/report-rows-editor.tsx';
export { StatusBadge } from './components/status-badge.tsx';
export { TrackerAddButtons } from './components/tracker-add-buttons.tsx';
export { TrackerPagination } from './components/tracker-pagination.tsx';
export { TrackerTable } from './components/tracker-table.tsx';
export { type ApplicationRow, ListApplicationsQuery } from './graphql/list-applications.ts';
export { GrantPickersQuery } from './graphql/pickers.ts';
export { trackerMutationContext } from './graphql/tracker-typenames.ts';
export { DeleteApplicationMutation } from './graphql/update-application.ts';
export { useTrackerModals } from './hooks/use-tracker-modals.tsx';
export { newReportRow, type ReportRow } from './utils/application-form.ts';
export { listStatus } from './utils/list-status.ts';
export { type Period, periodContaining, periodRange } from './utils/period.ts';

// Loaded on demand: each stays in its own chunk.
export const loadUpdateApplicationModal = () => import('./components/update-application-modal.tsx');
