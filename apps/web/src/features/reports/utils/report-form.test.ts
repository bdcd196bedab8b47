import { describe, expect, it } from 'vitest';
import { buildUpdateReportParams, initialReportForm, submittedFilter } from './report-form.ts';

const report = {
  deadline: '2027-01-15',
  urgency: 'REQUIRED' as const,
  submitted: false,
  submissionDate: null,
  description: null,
};

describe('report form', () => {
  it('starts at No for an unsubmitted report and Yes for a submitted one', () => {
    expect(initialReportForm(report).submitted).toBe('NO');
    expect(initialReportForm({ ...report, submitted: true, submissionDate: '2026-11-01' }).submitted).toBe(
      'YES',
    );
  });

  it('sends the submission date only when the answer is Yes', () => {
    const state = {
      ...initialReportForm(report),
      submissionDate: '2026-11-20',
      description: '  sent by mail ',
    };
    expect(buildUpdateReportParams({ ...state, submitted: 'YES' })).toEqual({
      deadline: '2027-01-15',
      urgency: 'REQUIRED',
      description: 'sent by mail',
      submitted: true,
      submissionDate: '2026-11-20',
    });
    expect(buildUpdateReportParams({ ...state, submitted: 'NO', description: '' })).toMatchObject({
      submitted: false,
      submissionDate: null,
      description: null,
    });
  });

  it('maps the submitted filter', () => {
    expect(submittedFilter('ALL')).toBeUndefined();
    expect(submittedFilter('SUBMITTED')).toBe(true);
    expect(submittedFilter('NOT_SUBMITTED')).toBe(false);
  });
});
