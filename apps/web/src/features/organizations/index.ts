// The organizations feature's public API: what other features, routes/ and test/ use. The rest of the
// folder is private to it (enforced by tooling/architecture, web-features).

export { FiscalYearStartInput } from './components/fiscal-year-start-input.tsx';
export { ListOrganizationsQuery } from './graphql/list-organizations.ts';
export { type PickerUser, useImpersonableOrganizations } from './hooks/use-impersonable-organizations.ts';
export {
  currentOrganizationId,
  type NamedOrganization,
  sortOrganizations,
} from './utils/organization-choice.ts';

// Loaded on demand: each stays in its own chunk.
export const loadCreateOrganizationModal = () => import('./components/create-organization-modal.tsx');
