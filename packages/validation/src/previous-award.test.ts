import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { previousAwardCreateSchema } from './previous-award.ts';
import { issuesOf } from './test-helpers.ts';

const schema = previousAwardCreateSchema({ today: '2025-06-15' });
const award = {
  funderId: '1',
  programId: '2',
  amountAwarded: '$5,000',
  submissionDate: '2023-03-01',
  awardedDate: '2023-05-01',
  awardedYear: null,
};

describe('previousAwardCreateSchema', () => {
  it.each([
    ['an awarded date', award],
    ['an awarded date equal to the submission', { ...award, awardedDate: '2023-03-01' }],
    ['an awarded year in range', { ...award, awardedDate: null, awardedYear: '2024' }],
    ['the current year', { ...award, awardedDate: null, awardedYear: 2025 }],
  ])('accepts %s', (_, input) => {
    expect(issuesOf(schema, input)).toEqual([]);
  });

  it.each([
    ['neither date nor year', { ...award, awardedDate: null }, 'awardedDate', messages.required],
    [
      'an award before submission',
      { ...award, awardedDate: '2023-02-28' },
      'awardedDate',
      messages.awardedAfterSubmission,
    ],
    ['an award in the future', { ...award, awardedDate: '2025-06-16' }, 'awardedDate', messages.dateInFuture],
    [
      'a year before submission',
      { ...award, awardedDate: null, awardedYear: 2022 },
      'awardedYear',
      messages.awardedYearRange,
    ],
    [
      'a year after this one',
      { ...award, awardedDate: null, awardedYear: 2026 },
      'awardedYear',
      messages.awardedYearRange,
    ],
    ['no amount', { ...award, amountAwarded: '' }, 'amountAwarded', messages.required],
    [
      'a future submission',
      { ...award, submissionDate: '2025-07-01', awardedDate: null, awardedYear: 2025 },
      'submissionDate',
      messages.dateInFuture,
    ],
  ])('refuses %s', (_, input, path, message) => {
    expect(issuesOf(schema, input)).toEqual([[path, message]]);
  });
});
