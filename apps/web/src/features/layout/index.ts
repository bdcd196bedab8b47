// The layout feature's public API: what other features, routes/ and test/ use. The rest of the
// folder is private to it (enforced by tooling/architecture, web-features).

export { AppFrame, preloadShellFor } from './components/app-frame.tsx';

// Loaded on demand: each stays in its own chunk.
export const loadHeaderChunks = () => import('./components/header-chunks.ts');
export const loadShellFrame = () => import('./components/shell-frame.tsx');
