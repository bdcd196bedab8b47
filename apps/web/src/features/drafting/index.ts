// The drafting feature's public API (docs/product.md, Drafting with the assistant): what other features use.
// The rest of the folder is private to it (enforced by tooling/architecture, web-features).

// Loaded on demand: it stays in its own chunk.
export const loadDraftingPanel = () => import('./components/drafting-panel.tsx');
