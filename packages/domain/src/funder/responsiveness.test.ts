import { describe, expect, it } from 'vitest';
import {
  funderResponsiveness,
  median,
  type ResponsivenessFacts,
  responseOutcome,
  winRate,
} from './responsiveness.ts';

const TODAY = '2026-11-26';
const app = (over: Partial<ResponsivenessFacts>): ResponsivenessFacts => ({
  status: 'PENDING',
  declined: false,
  submission: { submissionDate: '2026-01-10' },
  award: null,
  amountAwardedCents: null,
  ...over,
});

describe('responseOutcome', () => {
  it.each<[string, ResponsivenessFacts, string | null]>([
    ['awarded', app({ status: 'AWARDED', award: { receivementDate: '2026-03-01' } }), 'AWARDED'],
    ['declined', app({ status: 'DECLINED', declined: true }), 'DECLINED'],
    ['waiting 365 days', app({ submission: { submissionDate: '2025-11-26' } }), 'PENDING'],
    ['waiting 366 days', app({ submission: { submissionDate: '2025-11-25' } }), 'DID_NOT_RESPOND'],
    ['stored SUBMITTED', app({ status: 'SUBMITTED' }), 'PENDING'],
    ['ineligible with a date', app({ status: 'INELIGIBLE' }), null],
    ['not submitted', app({ status: 'NOT_APPLY', submission: null }), null],
  ])('%s', (_name, facts, outcome) => {
    expect(responseOutcome(facts, TODAY)).toBe(outcome);
  });
});

describe('winRate and median', () => {
  it.each([
    [0, 0, 0, null],
    [1, 0, 0, 1],
    [1, 1, 2, 0.25],
    [0, 3, 0, 0],
  ])('awarded %i, declined %i, no answer %i → %s', (a, d, n, rate) => {
    expect(winRate(a, d, n)).toBe(rate);
  });
  it.each([
    [[], null],
    [[5], 5],
    [[9, 1, 5], 5],
    [[10, 1, 4, 7], 5.5],
  ])('median of %j is %s', (values, m) => {
    expect(median(values)).toBe(m);
  });
});

describe('funderResponsiveness', () => {
  it('counts only submitted applications and sums the awarded amounts', () => {
    const result = funderResponsiveness(
      [
        app({ status: 'AWARDED', award: { receivementDate: '2026-02-09' }, amountAwardedCents: 500_00 }),
        app({ status: 'DECLINED', declined: true }),
        app({ submission: { submissionDate: '2024-01-01' } }),
        app({}),
        app({ status: 'NOT_APPLY', submission: null }),
      ],
      TODAY,
    );
    expect(result).toEqual({
      submitted: 4,
      awarded: 1,
      declined: 1,
      didNotRespond: 1,
      pending: 1,
      winRate: 1 / 3,
      medianResponseDays: (30 + 365) / 2,
      totalAwardedCents: 500_00,
    });
  });
});
