import { describe, expect, it } from 'vitest';
import { grantCreateArgsSchema, grantCreateFormSchema } from './grant.ts';
import { messages } from './messages.ts';
import { issuesOf } from './test-helpers.ts';

const today = '2025-06-15';
const form = grantCreateFormSchema({ today });

const upcoming = {
  funderId: '7',
  programId: '3',
  frequency: 'ONE_TIME',
  recurrenceCount: null,
  applicationType: 'REQUIRED',
  applicationDeadline: '2025-09-01',
  isSubmitted: 'NO',
  status: 'NOT_APPLY',
  reports: [],
  dateSubmitted: null,
  amountRequested: '',
  receivementDate: null,
  amountAwarded: '',
  declinedReason: '',
  declinedDate: null,
  ineligibleReason: '',
};
const submitted = {
  ...upcoming,
  isSubmitted: 'YES',
  status: 'PENDING',
  dateSubmitted: '2025-06-01',
  amountRequested: '5,000',
};
const awarded = { ...submitted, status: 'AWARDED', amountAwarded: '4,000', receivementDate: '2025-06-10' };
const declined = { ...submitted, status: 'DECLINED', declinedDate: '2025-06-10' };
const recurring = { ...upcoming, frequency: 'RECURRING', recurrenceCount: '3' };

describe('grantCreateFormSchema', () => {
  it.each([
    ['an upcoming grant', upcoming],
    ['a recurring grant with 2 recurrences', { ...recurring, recurrenceCount: 2 }],
    ['a recurring grant with 10 recurrences', { ...recurring, recurrenceCount: '10' }],
    ['a one-time grant ignoring a leftover count', { ...upcoming, recurrenceCount: 15 }],
    ['an ineligible grant', { ...upcoming, status: 'INELIGIBLE', ineligibleReason: 'Outside region' }],
    ['a submitted grant', submitted],
    ['an awarded grant', awarded],
    ['a declined grant', declined],
    [
      'a recurring award with a later deadline received today',
      {
        ...awarded,
        frequency: 'RECURRING',
        recurrenceCount: 2,
        applicationDeadline: '2026-01-10',
        receivementDate: today,
      },
    ],
  ])('accepts %s', (_, input) => {
    expect(issuesOf(form, input)).toEqual([]);
  });

  it.each([
    ['no funder', { ...upcoming, funderId: null }, 'funderId', messages.required],
    ['no program', { ...upcoming, programId: '' }, 'programId', messages.required],
    ['no frequency', { ...upcoming, frequency: null }, 'frequency', messages.required],
    [
      'no application type',
      { ...upcoming, applicationType: undefined },
      'applicationType',
      messages.required,
    ],
    [
      'no application deadline',
      { ...upcoming, applicationDeadline: null },
      'applicationDeadline',
      messages.required,
    ],
    [
      'RECURRING without a count',
      { ...recurring, recurrenceCount: null },
      'recurrenceCount',
      messages.required,
    ],
    [
      'RECURRING with 1',
      { ...recurring, recurrenceCount: 1 },
      'recurrenceCount',
      'This field should be bigger than 1.',
    ],
    [
      'RECURRING with 11',
      { ...recurring, recurrenceCount: '11' },
      'recurrenceCount',
      'This field should be smaller than 11.',
    ],
    [
      'a count that is not a number',
      { ...recurring, recurrenceCount: 'two' },
      'recurrenceCount',
      messages.invalid,
    ],
    ['Yes without date submitted', { ...submitted, dateSubmitted: '' }, 'dateSubmitted', messages.required],
    [
      'Yes submitted tomorrow',
      { ...submitted, dateSubmitted: '2025-06-16' },
      'dateSubmitted',
      messages.dateInFuture,
    ],
    [
      'Yes without amount requested',
      { ...submitted, amountRequested: '$' },
      'amountRequested',
      messages.required,
    ],
    ['Awarded without amount', { ...awarded, amountAwarded: '' }, 'amountAwarded', messages.required],
    ['Declined without date', { ...declined, declinedDate: null }, 'declinedDate', messages.required],
    [
      'Declined in the future',
      { ...declined, declinedDate: '2025-07-01' },
      'declinedDate',
      messages.dateInFuture,
    ],
    [
      'a recurring award with a later deadline and no receivement date',
      {
        ...awarded,
        frequency: 'RECURRING',
        recurrenceCount: 2,
        applicationDeadline: '2026-01-10',
        receivementDate: null,
      },
      'receivementDate',
      messages.required,
    ],
    [
      'a recurring award with a later deadline received in the future',
      {
        ...awarded,
        frequency: 'RECURRING',
        recurrenceCount: 2,
        applicationDeadline: '2026-01-10',
        receivementDate: '2025-07-01',
      },
      'receivementDate',
      messages.dateInFuture,
    ],
    [
      'a report without deadline',
      { ...awarded, reports: [{ urgency: 'COURTESY', deadline: null }] },
      'reports.0.deadline',
      messages.required,
    ],
  ])('refuses %s', (_, input, path, message) => {
    expect(issuesOf(form, input)).toEqual([[path, message]]);
  });
});

describe('grantCreateArgsSchema', () => {
  const args = grantCreateArgsSchema({ today });
  const base = {
    funderId: 7,
    programId: '3',
    frequency: 'RECURRING',
    recurrenceCount: 3,
    application: {
      deadline: '2025-09-01',
      deadlineType: 'REQUIRED',
      declined: false,
      notApply: false,
      submission: { amountRequested: 5000, submissionDate: '2025-06-01' },
      reports: [{ urgency: 'COURTESY', deadline: '2025-12-01' }],
      award: { amountAwarded: 4000, receivementDate: null },
      declinedDetails: null,
      isSubmittedAsIneligible: false,
      ineligibleReason: null,
    },
  };

  it.each([
    ['a recurring awarded grant', base],
    ['a one-time grant without a count', { ...base, frequency: 'ONE_TIME', recurrenceCount: null }],
    [
      'a bare upcoming application',
      { ...base, application: { deadline: '2025-09-01', deadlineType: 'ROLLING' } },
    ],
  ])('accepts %s', (_, input) => {
    expect(issuesOf(args, input)).toEqual([]);
  });

  it.each([
    [
      'RECURRING without a count',
      { ...base, recurrenceCount: undefined },
      'recurrenceCount',
      messages.required,
    ],
    [
      'a count of 11',
      { ...base, recurrenceCount: 11 },
      'recurrenceCount',
      'This field should be smaller than 11.',
    ],
    ['a bad funder id', { ...base, funderId: -2 }, 'funderId', messages.invalid],
    [
      'a submission in the future',
      {
        ...base,
        application: {
          ...base.application,
          submission: { amountRequested: 1, submissionDate: '2025-06-16' },
        },
      },
      'application.submission.submissionDate',
      messages.dateInFuture,
    ],
    [
      'an amount over the limit',
      { ...base, application: { ...base.application, award: { amountAwarded: 1_000_000_000 } } },
      'application.award.amountAwarded',
      'This field should be smaller than 999999999.99.',
    ],
    [
      'no deadline',
      { ...base, application: { ...base.application, deadline: undefined } },
      'application.deadline',
      messages.required,
    ],
  ])('refuses %s', (_, input, path, message) => {
    expect(issuesOf(args, input)).toEqual([[path, message]]);
  });
});
