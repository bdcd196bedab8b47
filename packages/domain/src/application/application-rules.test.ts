import { describe, expect, it } from 'vitest';
import {
  type ApplicationRuleFacts,
  type ApplicationRuleIssue,
  applicationRuleIssues,
} from './application-rules.ts';

const today = '2026-06-15';
const none = { submitted: false, awarded: false, declined: false };
const submitted = { ...none, submitted: true, submissionDate: '2026-03-01', amountRequested: 100 };
const awarded = { ...submitted, awarded: true, amountAwarded: 50, receivementDate: '2026-04-01' };
const recurringLater = { ...awarded, frequency: 'RECURRING', deadline: '2027-03-01' } as const;

describe('applicationRuleIssues (§5)', () => {
  it.each<[string, ApplicationRuleFacts, ApplicationRuleIssue[]]>([
    ['nothing submitted needs nothing', { ...none, submissionDate: '2999-01-01' }, []],
    ['a complete submission', submitted, []],
    [
      'submitted without date or amount',
      { ...none, submitted: true, submissionDate: '  ', amountRequested: null },
      [
        { field: 'submissionDate', rule: 'REQUIRED' },
        { field: 'amountRequested', rule: 'REQUIRED' },
      ],
    ],
    [
      'a submission date in the future',
      { ...submitted, submissionDate: '2026-06-16' },
      [{ field: 'submissionDate', rule: 'DATE_IN_FUTURE' }],
    ],
    ['today is not the future', { ...submitted, submissionDate: today }, []],
    ['an amount of 0 is present', { ...submitted, amountRequested: 0 }, []],
    ['awarded, complete', awarded, []],
    [
      'awarded without amount',
      { ...awarded, amountAwarded: undefined },
      [{ field: 'amountAwarded', rule: 'REQUIRED' }],
    ],
    ['awarded without a receivement date (one-time)', { ...awarded, receivementDate: null }, []],
    [
      'award received before the submission',
      { ...awarded, receivementDate: '2026-02-28' },
      [{ field: 'receivementDate', rule: 'AWARDED_BEFORE_SUBMISSION' }],
    ],
    ['award received on the submission day', { ...awarded, receivementDate: '2026-03-01' }, []],
    [
      'award before submission is not checked without a submission',
      { ...none, awarded: true, amountAwarded: 1, receivementDate: '2000-01-01' },
      [],
    ],
    [
      'recurring, deadline in a later year: receivement required',
      { ...recurringLater, receivementDate: null },
      [{ field: 'receivementDate', rule: 'REQUIRED' }],
    ],
    [
      'recurring, deadline in a later year: receivement not in the future',
      { ...recurringLater, receivementDate: '2026-07-01' },
      [{ field: 'receivementDate', rule: 'DATE_IN_FUTURE' }],
    ],
    [
      'recurring, deadline this year: receivement optional',
      { ...recurringLater, deadline: '2026-12-31', receivementDate: null },
      [],
    ],
    [
      'one-time, deadline in a later year: optional',
      { ...recurringLater, frequency: 'ONE_TIME', receivementDate: null },
      [],
    ],
    [
      'declined without date',
      { ...submitted, declined: true },
      [{ field: 'declinedDate', rule: 'REQUIRED' }],
    ],
    [
      'declined in the future',
      { ...submitted, declined: true, declinedDate: '2027-01-01' },
      [{ field: 'declinedDate', rule: 'DATE_IN_FUTURE' }],
    ],
  ])('%s', (_name, facts, expected) => {
    expect(applicationRuleIssues(facts, { today })).toEqual(expected);
  });

  it.each<[string, ApplicationRuleFacts, ApplicationRuleIssue[]]>([
    ['future dates pass', { ...submitted, submissionDate: '2999-01-01' }, []],
    ['the recurring rule is skipped', { ...recurringLater, receivementDate: null }, []],
    ['presence still counts', { ...none, declined: true }, [{ field: 'declinedDate', rule: 'REQUIRED' }]],
  ])('without today: %s', (_name, facts, expected) => {
    expect(applicationRuleIssues(facts)).toEqual(expected);
  });
});
