// The access-tokens feature's public API: what other features, routes/ and test/ use. The rest of the
// folder is private to it (enforced by tooling/architecture, web-features).

// Loaded on demand: the page stays in its own chunk.
export const loadAccessTokensPage = () => import('./components/access-tokens-page.tsx');
