// The board-report feature's public API: what other features, routes/ and test/ use. The rest of the
// folder is private to it (enforced by tooling/architecture, web-features).

export { BoardReportHeading } from './components/board-report-heading.tsx';
export {
  type BoardReportSection,
  type BoardReportSelection,
  DEFAULT_BOARD_REPORT,
  printOrder,
  printSectionClass,
} from './utils/board-report-sections.ts';

// Loaded on demand: each stays in its own chunk.
export const loadBoardReportModal = () => import('./components/board-report-modal.tsx');
