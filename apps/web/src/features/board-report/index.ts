// The board-report feature's public API: what other features, routes/ and test/ use. The rest of the
// folder is private to it (enforced by tooling/architecture, web-features).

export {
  type BoardReportSection,
  type BoardReportSelection,
  DEFAULT_BOARD_REPORT,
  printSectionClass,
} from './utils/board-report-sections.ts';

// Loaded on demand: each stays in its own chunk.
export const loadBoardReportModal = () => import('./components/board-report-modal.tsx');
