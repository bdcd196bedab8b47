import { describe, expect, it } from 'vitest';
import type { ApplicationFacts } from './application-types.ts';
import { initialSubmittedAnswer, initialSubmittedStatusChoice } from './initial-submitted-answer.ts';

describe('initialSubmittedAnswer', () => {
  it.each<[ApplicationFacts, string]>([
    [{ status: 'INELIGIBLE', isSubmittedAsIneligible: true }, 'INELIGIBLE'],
    [
      { status: 'INELIGIBLE', isSubmittedAsIneligible: true, submission: { submissionDate: '2026-01-01' } },
      'INELIGIBLE',
    ],
    [{ status: 'PENDING', submission: { submissionDate: '2026-01-01' } }, 'YES'],
    [{ status: 'AWARDED', submission: { submissionDate: '2026-01-01' } }, 'YES'],
    [{ status: 'PENDING', submission: { submissionDate: null } }, 'NO'],
    [{ status: 'NOT_APPLY', submission: null }, 'NO'],
    [{ status: 'NOT_APPLY' }, 'NO'],
  ])('%j → %s', (app, answer) => {
    expect(initialSubmittedAnswer(app)).toBe(answer);
  });
});

describe('initialSubmittedStatusChoice', () => {
  it.each<[ApplicationFacts, string]>([
    [{ status: 'AWARDED' }, 'AWARDED'],
    [{ status: 'PENDING', award: { receivementDate: null } }, 'AWARDED'],
    [{ status: 'DECLINED' }, 'DECLINED'],
    [{ status: 'PENDING', declined: true }, 'DECLINED'],
    [{ status: 'PENDING' }, 'PENDING'],
    [{ status: 'SUBMITTED' }, 'PENDING'],
  ])('%j → %s', (app, choice) => {
    expect(initialSubmittedStatusChoice(app)).toBe(choice);
  });
});
