// The opportunities feature's public API: what other features, routes/ and test/ use. The rest of the
// folder is private to it (enforced by tooling/architecture, web-features).

// Loaded on demand: each stays in its own chunk.
export const loadOpportunitiesPage = () => import('./components/opportunities-page.tsx');
export const loadOpportunityPage = () => import('./components/opportunity-page.tsx');
