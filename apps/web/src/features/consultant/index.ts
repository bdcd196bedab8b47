// The consultant feature's public API: what other features, routes/ and test/ use. The rest of the
// folder is private to it (enforced by tooling/architecture, web-features).

export { OrganizationScopeControl } from './components/organization-scope.tsx';
export { PickedOrganizationsInput } from './components/picked-organizations-input.tsx';
export { type CombinedDeadlines, CombinedDeadlinesQuery } from './graphql/combined-deadlines.ts';
export type { CombinedMode } from './hooks/use-consultant.ts';
export { useOrganizationScope } from './hooks/use-organization-scope.ts';
