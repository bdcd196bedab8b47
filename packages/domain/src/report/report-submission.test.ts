import { describe, expect, it } from 'vitest';
import { type ReportSubmissionChange, reportSubmissionDate } from './report-submission.ts';

describe('reportSubmissionDate', () => {
  it.each<[ReportSubmissionChange, string | null]>([
    [{ submitted: true, submissionDate: '2026-01-02' }, '2026-01-02'],
    [{ submitted: false, submissionDate: '2026-01-02' }, null],
    [{ submissionDate: '2026-01-02' }, '2026-01-02'],
    [{ submissionDate: null }, null],
    [{}, null],
  ])('%j → %j', (change, expected) => {
    expect(reportSubmissionDate(change)).toBe(expected);
  });

  it('submitted without a date is a VALIDATION error on submissionDate', () => {
    expect(() => reportSubmissionDate({ submitted: true })).toThrow(
      expect.objectContaining({ code: 'VALIDATION', details: { submissionDate: 'This field is required.' } }),
    );
  });
});
