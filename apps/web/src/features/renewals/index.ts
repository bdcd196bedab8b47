// The renewals feature's public API: what other features, routes/ and test/ use. The rest of the
// folder is private to it (enforced by tooling/architecture, web-features).

export { RENEWALS_WITHIN_DAYS, RenewalsCard } from './components/renewals-card.tsx';
export { ResponsivenessCard } from './components/responsiveness-card.tsx';
export { ResponsivenessTable } from './components/responsiveness-table.tsx';
export { SortableHeader } from './components/sortable-header.tsx';
export { RenewalsQuery } from './graphql/renewals.ts';
export { formatWinRate } from './utils/format-responsiveness.ts';
export { type FunderSortField, type FunderSortState, nextFunderSort } from './utils/funder-sort.ts';
