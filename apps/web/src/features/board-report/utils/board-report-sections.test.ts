import { describe, expect, it } from 'vitest';
import { boardReportSchema } from './board-report-schema.ts';
import {
  BOARD_REPORT_SECTIONS,
  DEFAULT_BOARD_REPORT,
  PRINT_EXCLUDED_CLASS,
  printSectionClass,
} from './board-report-sections.ts';

describe('board report sections', () => {
  it('has the six keys, spelled as the contract spells them', () => {
    expect(BOARD_REPORT_SECTIONS).toEqual([
      'fundraisngTracker',
      'comparisonByYear',
      'fundingByType',
      'grantsAwarded',
      'grantsPending',
      'applicationSent',
    ]);
  });

  it('checks every section by default', () => {
    expect(Object.values(DEFAULT_BOARD_REPORT)).toEqual([true, true, true, true, true, true]);
    expect(boardReportSchema.safeParse(DEFAULT_BOARD_REPORT).success).toBe(true);
  });

  it('requires every section as a boolean', () => {
    const { fundingByType: _dropped, ...missing } = DEFAULT_BOARD_REPORT;
    expect(boardReportSchema.safeParse(missing).success).toBe(false);
    expect(boardReportSchema.safeParse({ ...DEFAULT_BOARD_REPORT, grantsPending: 'yes' }).success).toBe(
      false,
    );
    expect(boardReportSchema.safeParse({ ...DEFAULT_BOARD_REPORT, extra: true }).success).toBe(false);
    expect(boardReportSchema.safeParse({ ...DEFAULT_BOARD_REPORT, grantsPending: false }).success).toBe(true);
  });

  it('hides exactly the unchecked sections in print', () => {
    const selection = { ...DEFAULT_BOARD_REPORT, fundingByType: false, grantsAwarded: false };
    const hidden = BOARD_REPORT_SECTIONS.filter(
      (key) => printSectionClass(selection, key) === PRINT_EXCLUDED_CLASS,
    );
    expect(hidden).toEqual(['fundingByType', 'grantsAwarded']);
    expect(printSectionClass(selection, 'fundraisngTracker')).toBeUndefined();
  });
});
