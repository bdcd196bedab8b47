import { describe, expect, it } from 'vitest';
import { type AnswerParts, answerContradiction } from './answer-contradiction.ts';

const parts = (overrides: Partial<AnswerParts>): AnswerParts => ({
  submitted: false,
  awarded: false,
  declined: false,
  notApplied: false,
  ...overrides,
});

describe('answerContradiction', () => {
  it.each<[string, Partial<AnswerParts>]>([
    ['not submitted', {}],
    ['not applied for', { notApplied: true }],
    ['submitted, pending', { submitted: true }],
    ['submitted and awarded', { submitted: true, awarded: true }],
    ['submitted and declined', { submitted: true, declined: true }],
  ])('accepts %s', (_, overrides) => {
    expect(answerContradiction(parts(overrides))).toBeNull();
  });

  it.each<[string, Partial<AnswerParts>, string]>([
    ['awarded and declined', { submitted: true, awarded: true, declined: true }, 'awardedAndDeclined'],
    ['not applied for with a submission', { notApplied: true, submitted: true }, 'notAppliedWithSubmission'],
    ['an award without a submission', { awarded: true }, 'outcomeNeedsSubmission'],
    ['a decline without a submission', { declined: true }, 'outcomeNeedsSubmission'],
  ])('refuses %s', (_, overrides, expected) => {
    expect(answerContradiction(parts(overrides))).toBe(expected);
  });
});
