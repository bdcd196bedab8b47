/** The board report's sections, keyed as the contract spells them (including 'fundraisngTracker'; docs/product.md, Screens and routes). */
export const BOARD_REPORT_SECTIONS = [
  'fundraisngTracker',
  'comparisonByYear',
  'fundingByType',
  'grantsAwarded',
  'grantsPending',
  'applicationSent',
] as const;

export type BoardReportSection = (typeof BOARD_REPORT_SECTIONS)[number];

/** One flag per section; `board-report-schema.ts` validates it (zod stays out of the dashboard's chunk). */
export type BoardReportSelection = Record<BoardReportSection, boolean>;

/** All checked by default (docs/product.md, Screens and routes). */
export const DEFAULT_BOARD_REPORT: BoardReportSelection = Object.fromEntries(
  BOARD_REPORT_SECTIONS.map((key) => [key, true]),
) as BoardReportSelection;

/** The class that hides a section in print only (board-report.css); it stays visible on screen. */
export const PRINT_EXCLUDED_CLASS = 'board-report-excluded';

export function printSectionClass(
  selection: BoardReportSelection,
  section: BoardReportSection,
): string | undefined {
  return selection[section] ? undefined : PRINT_EXCLUDED_CLASS;
}

/**
 * The section's place on paper, as the modal lists it (1 = first); the print rules order the sections by it,
 * whatever their order on screen (the cards come first there).
 */
export function printOrder(section: BoardReportSection): number {
  return BOARD_REPORT_SECTIONS.indexOf(section) + 1;
}
