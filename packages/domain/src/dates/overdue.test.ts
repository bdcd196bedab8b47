import { describe, expect, it } from 'vitest';
import { isApplicationOverdue, isReportOverdue } from './overdue.ts';

const today = '2026-12-03';

describe('isReportOverdue', () => {
  it.each([
    [
      'required, not submitted, due yesterday',
      { urgency: 'REQUIRED', submitted: false, deadline: '2026-12-02' },
      true,
    ],
    [
      'required, not submitted, due today',
      { urgency: 'REQUIRED', submitted: false, deadline: '2026-12-03' },
      false,
    ],
    [
      'required, not submitted, due tomorrow',
      { urgency: 'REQUIRED', submitted: false, deadline: '2026-12-04' },
      false,
    ],
    [
      'required, submitted, due last year',
      { urgency: 'REQUIRED', submitted: true, deadline: '2025-12-02' },
      false,
    ],
    [
      'courtesy, not submitted, due last year',
      { urgency: 'COURTESY', submitted: false, deadline: '2025-12-02' },
      false,
    ],
    ['required, no deadline', { urgency: 'REQUIRED', submitted: false, deadline: null }, false],
  ])('%s: %s', (_name, report, overdue) => {
    expect(isReportOverdue(report, today)).toBe(overdue);
  });
});

describe('isApplicationOverdue', () => {
  it.each([
    ['not applied, deadline passed', { status: 'NOT_APPLY', deadline: '2026-11-30' }, true],
    ['not applied, deadline today', { status: 'NOT_APPLY', deadline: '2026-12-03' }, false],
    ['submitted, deadline passed', { status: 'SUBMITTED', deadline: '2026-11-30' }, false],
    ['awarded, deadline passed', { status: 'AWARDED', deadline: '2026-01-30' }, false],
    ['not applied, no deadline', { status: 'NOT_APPLY', deadline: undefined }, false],
  ])('%s', (_name, application, overdue) => {
    expect(isApplicationOverdue(application, today)).toBe(overdue);
  });
});
