// The calendar feature's public API: what other features, routes/ and test/ use. The rest of the
// folder is private to it (enforced by tooling/architecture, web-features).

export { parseCalendarSearch } from './utils/calendar-search.ts';

// Loaded on demand: each stays in its own chunk.
export const loadCalendarPage = () => import('./components/calendar-page.tsx');
