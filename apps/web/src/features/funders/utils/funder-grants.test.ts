import { describe, expect, it } from 'vitest';
import {
  filterPreviousGrants,
  type GrantFacts,
  isNextGrant,
  isPreviousGrant,
  shownStatus,
} from './funder-grants.ts';

const app = (
  status: string,
  displayStatus: GrantFacts['displayStatus'],
  submissionDate: string | null,
): GrantFacts => ({
  status,
  displayStatus,
  submission: submissionDate ? { submissionDate } : null,
});

const awarded = app('AWARDED', 'AWARDED', '2024-01-10');
const declined = app('DECLINED', 'DECLINED', '2024-02-10');
const silent = app('PENDING', 'DID_NOT_RESPOND', '2022-01-10');
const ineligible = app('INELIGIBLE', 'INELIGIBLE', null);
const pending = app('PENDING', 'PENDING', '2025-01-10');
const submitted = app('SUBMITTED', 'SUBMITTED', '2025-02-10');
const open = app('NOT_APPLY', 'NOT_APPLY', null);
const all = [awarded, declined, silent, ineligible, pending, submitted, open];

describe('funder profile grants', () => {
  it('puts submitted or ineligible applications under previous grants', () => {
    expect(all.filter(isPreviousGrant)).toEqual([awarded, declined, silent, ineligible, pending, submitted]);
  });

  it('puts NOT_APPLY applications under next grants', () => {
    expect(all.filter(isNextGrant)).toEqual([open]);
  });

  it.each([
    ['awarded', [awarded]],
    ['declined', [declined]],
    ['did_not_respond', [silent]],
    ['ineligible', [ineligible]],
    ['pending', [pending, submitted]],
  ] as const)('filters previous grants by %s', (filter, expected) => {
    expect(filterPreviousGrants(all, filter)).toEqual(expected);
  });

  it('shows every previous grant without a filter', () => {
    expect(filterPreviousGrants(all, null)).toHaveLength(6);
  });

  it('shows SUBMITTED as pending', () => {
    expect(shownStatus('SUBMITTED')).toBe('PENDING');
    expect(shownStatus('AWARDED')).toBe('AWARDED');
  });
});
