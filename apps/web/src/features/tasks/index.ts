// The tasks feature's public API: what other features, routes/ and test/ use. The rest of the
// folder is private to it (enforced by tooling/architecture, web-features).

// Loaded on demand: each stays in its own chunk.
export const loadMyTasksPage = () => import('./components/my-tasks-page.tsx');
export const loadTasksSection = () => import('./components/tasks-section.tsx');
export { offerTaskCopy } from './utils/offer-task-copy.ts';
