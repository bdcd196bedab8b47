// The history feature's public API: a record's timeline with its comments (docs/product.md, History and
// comments). Loaded on demand, in its own chunk.
export const loadHistoryTimeline = () => import('./components/history-timeline.tsx');
