// The grants feature's public API: what other features, routes/ and test/ use. The rest of the
// folder is private to it (enforced by tooling/architecture, web-features).

// Loaded on demand: each stays in its own chunk.
export const loadCreateGrantModal = () => import('./components/create-grant-modal.tsx');
export const loadDeleteGrantModal = () => import('./components/delete-grant-modal.tsx');
export const loadGrantListPage = () => import('./components/grant-list-page.tsx');
