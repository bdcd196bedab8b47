// The funders feature's public API: what other features, routes/ and test/ use. The rest of the
// folder is private to it (enforced by tooling/architecture, web-features).

// Loaded on demand: each stays in its own chunk.
export const loadCreateFunderModal = () => import('./components/create-funder-modal.tsx');
export const loadFunderProfilePage = () => import('./components/funder-profile-page.tsx');
export const loadFundersPage = () => import('./components/funders-page.tsx');
