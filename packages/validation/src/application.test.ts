import { describe, expect, it } from 'vitest';
import { applicationFormSchema } from './application.ts';
import { applicationUpdateGrantIssues, applicationUpdateSchema } from './application-update.ts';
import { messages } from './messages.ts';
import { issuesOf } from './test-helpers.ts';

const today = '2025-06-15';
const schema = applicationFormSchema({ today });

const notSubmitted = {
  deadline: '2025-09-01',
  deadlineType: 'REQUIRED',
  programId: '3',
  frequency: 'ONE_TIME',
  isSubmitted: 'NO',
  status: null,
  dateSubmitted: null,
  amountRequested: '',
  amountAwarded: '',
  receivementDate: null,
  declinedDate: null,
  declinedReason: '',
  ineligibleReason: '',
  reports: [],
};
const pending = {
  ...notSubmitted,
  isSubmitted: 'YES',
  status: 'PENDING',
  dateSubmitted: '2025-06-01',
  amountRequested: '$10,000',
};
const awarded = { ...pending, status: 'AWARDED', amountAwarded: '$8,000.50', receivementDate: '2025-06-10' };
const declined = { ...pending, status: 'DECLINED', declinedDate: '2025-06-12' };
/** RECURRING, AWARDED, deadline in a later year than today's: the receivement-date rule applies. */
const recurringAwarded = {
  ...awarded,
  frequency: 'RECURRING',
  deadline: '2026-02-01',
  receivementDate: null,
};

describe('applicationFormSchema: valid inputs', () => {
  it.each([
    ['No, with nothing else filled', notSubmitted],
    ['Ineligible, with nothing else filled', { ...notSubmitted, isSubmitted: 'INELIGIBLE' }],
    ['Yes + Pending', pending],
    ['Yes + Pending submitted today', { ...pending, dateSubmitted: today }],
    ['Yes + Awarded', awarded],
    ['Yes + Awarded without receivement date (ONE_TIME)', { ...awarded, receivementDate: null }],
    [
      'Yes + Awarded without receivement date (RECURRING, deadline this year)',
      { ...recurringAwarded, deadline: '2025-12-31' },
    ],
    [
      'Yes + Awarded, RECURRING, later deadline, received today',
      { ...recurringAwarded, receivementDate: today },
    ],
    ['Yes + Awarded, received the day of submission', { ...awarded, receivementDate: '2025-06-01' }],
    ['Yes + Declined', declined],
    ['Yes + Declined today', { ...declined, declinedDate: today }],
    ['No with a leftover Awarded status', { ...notSubmitted, status: 'AWARDED' }],
    ['a picker Date as deadline', { ...notSubmitted, deadline: new Date(2025, 8, 1) }],
    ['amounts as numbers', { ...awarded, amountRequested: 10000, amountAwarded: 0 }],
    ['complete reports', { ...awarded, reports: [{ urgency: 'REQUIRED', deadline: '2025-12-01' }] }],
  ])('accepts %s', (_, input) => {
    expect(issuesOf(schema, input)).toEqual([]);
  });
});

describe('applicationFormSchema: each rule refuses with its message at its path', () => {
  it.each([
    ['no deadline', { ...notSubmitted, deadline: null }, 'deadline', messages.required],
    ['an empty deadline', { ...notSubmitted, deadline: '' }, 'deadline', messages.required],
    ['a malformed deadline', { ...notSubmitted, deadline: '09/01/2025' }, 'deadline', messages.invalid],
    ['Yes without date submitted', { ...pending, dateSubmitted: null }, 'dateSubmitted', messages.required],
    [
      'Yes with a malformed date',
      { ...pending, dateSubmitted: '2025-02-30' },
      'dateSubmitted',
      messages.invalid,
    ],
    [
      'Yes submitted tomorrow',
      { ...pending, dateSubmitted: '2025-06-16' },
      'dateSubmitted',
      messages.dateInFuture,
    ],
    [
      'Yes without amount requested',
      { ...pending, amountRequested: '' },
      'amountRequested',
      messages.required,
    ],
    [
      'Yes with a blank amount ("$")',
      { ...pending, amountRequested: '$' },
      'amountRequested',
      messages.required,
    ],
    ['Yes with amount null', { ...pending, amountRequested: null }, 'amountRequested', messages.required],
    [
      'an amount that is not money',
      { ...pending, amountRequested: 'ten' },
      'amountRequested',
      messages.invalid,
    ],
    [
      'an amount over the mask',
      { ...pending, amountRequested: '1,000,000,000' },
      'amountRequested',
      'This field should be smaller than 999999999.99.',
    ],
    ['Awarded without amount', { ...awarded, amountAwarded: '' }, 'amountAwarded', messages.required],
    ['Declined without date', { ...declined, declinedDate: null }, 'declinedDate', messages.required],
    [
      'Declined in the future',
      { ...declined, declinedDate: '2025-06-16' },
      'declinedDate',
      messages.dateInFuture,
    ],
    [
      'RECURRING + Awarded + later deadline without receivement date',
      recurringAwarded,
      'receivementDate',
      messages.required,
    ],
    [
      'RECURRING + Awarded + later deadline received tomorrow',
      { ...recurringAwarded, receivementDate: '2025-06-16' },
      'receivementDate',
      messages.dateInFuture,
    ],
    [
      'an award received before submission',
      { ...awarded, receivementDate: '2025-05-31' },
      'receivementDate',
      messages.awardedAfterSubmission,
    ],
    [
      'a report without urgency',
      { ...awarded, reports: [{ urgency: null, deadline: '2025-12-01' }] },
      'reports.0.urgency',
      messages.required,
    ],
    [
      'a report without deadline',
      { ...awarded, reports: [{ urgency: 'COURTESY', deadline: '' }] },
      'reports.0.deadline',
      messages.required,
    ],
    ['no program', { ...notSubmitted, programId: null }, 'programId', messages.required],
    ['no deadline type', { ...notSubmitted, deadlineType: '' }, 'deadlineType', messages.required],
    ['an unknown answer', { ...notSubmitted, isSubmitted: 'MAYBE' }, 'isSubmitted', messages.invalid],
  ])('refuses %s', (_, input, path, message) => {
    expect(issuesOf(schema, input)).toEqual([[path, message]]);
  });

  it('reports every error at once, as a form validated on change needs', () => {
    const input = {
      ...declined,
      deadline: null,
      amountRequested: '',
      declinedDate: null,
      dateSubmitted: null,
    };
    expect(issuesOf(schema, input)).toEqual([
      ['deadline', messages.required],
      ['dateSubmitted', messages.required],
      ['amountRequested', messages.required],
      ['declinedDate', messages.required],
    ]);
  });

  it('judges the future against the given today', () => {
    const later = applicationFormSchema({ today: '2025-06-16' });
    expect(issuesOf(later, { ...pending, dateSubmitted: '2025-06-16' })).toEqual([]);
  });

  it('returns parsed values', () => {
    const values = schema.parse(awarded);
    expect(values).toMatchObject({ programId: 3, amountRequested: 10000, amountAwarded: 8000.5 });
  });
});

describe('applicationUpdateSchema', () => {
  const params = applicationUpdateSchema({ today });
  const base = {
    programId: 3,
    deadlineType: 'ROLLING',
    deadline: '2025-09-01',
    submission: { amountRequested: 10000, submissionDate: '2025-06-01' },
    award: { amountAwarded: '8,000.50', receivementDate: '2025-06-10' },
    reports: [{ urgency: 'REQUIRED', deadline: '2025-12-01' }],
    declined: false,
    declinedDetails: null,
    ineligibleReason: 'awarded',
  };

  it.each([
    ['a Yes + Awarded update', base],
    ['a No update', { ...base, submission: null, award: null, reports: [], declinedDetails: null }],
    [
      'a Yes + Declined update',
      { ...base, award: null, declined: true, declinedDetails: { declinedDate: today, declinedReason: 'x' } },
    ],
  ])('accepts %s', (_, input) => {
    expect(issuesOf(params, input)).toEqual([]);
  });

  it('reads the wire as the answer it means, money in integer cents', () => {
    expect(params.parse(base)).toEqual({
      programId: 3,
      deadlineType: 'ROLLING',
      deadline: '2025-09-01',
      reports: [{ urgency: 'REQUIRED', deadline: '2025-12-01' }],
      answer: {
        kind: 'SUBMITTED',
        submission: { amountRequested: 1000000, submissionDate: '2025-06-01' },
        outcome: { kind: 'AWARDED', award: { amountAwarded: 800050, receivementDate: '2025-06-10' } },
      },
    });
  });

  it.each([
    ['no submission and no reason', { ineligibleReason: '  ' }, { kind: 'NOT_SUBMITTED' }],
    [
      'no submission with a reason',
      { ineligibleReason: ' Too small ' },
      { kind: 'INELIGIBLE', reason: 'Too small' },
    ],
  ])('reads %s', (_, overrides, answer) => {
    const input = { ...base, submission: null, award: null, ...overrides };
    expect(params.parse(input).answer).toEqual(answer);
  });

  it('reads a submission with details but no decline as pending', () => {
    const input = { ...base, award: null, declinedDetails: { declinedDate: today } };
    expect(params.parse(input).answer).toMatchObject({ outcome: { kind: 'PENDING' } });
  });

  it.each([
    ['award and declined together', { ...base, declined: true, declinedDetails: { declinedDate: today } }],
    ['an award without submission', { ...base, submission: null }],
    [
      'declined without submission',
      { ...base, submission: null, award: null, declined: true, declinedDetails: { declinedDate: today } },
    ],
  ])('refuses %s', (_, input) => {
    expect(() => params.parse(input)).toThrow(expect.objectContaining({ code: 'VALIDATION' }));
  });

  it("checks a recurring grant's receivement date once the frequency is known", () => {
    const update = params.parse({
      ...base,
      deadline: '2026-09-01',
      award: { amountAwarded: 1, receivementDate: null },
    });
    expect(applicationUpdateGrantIssues(update, { today, frequency: 'RECURRING' })).toMatchObject([
      { path: ['award', 'receivementDate'], message: messages.required },
    ]);
    expect(applicationUpdateGrantIssues(update, { today, frequency: 'ONE_TIME' })).toEqual([]);
  });

  it.each([
    ['no programId', { ...base, programId: undefined }, 'programId', messages.required],
    ['no deadlineType', { ...base, deadlineType: undefined }, 'deadlineType', messages.required],
    ['a malformed deadline', { ...base, deadline: '2025-9-1' }, 'deadline', messages.invalid],
    [
      'a negative amount',
      { ...base, submission: { amountRequested: -1, submissionDate: '2025-06-01' } },
      'submission.amountRequested',
      messages.invalid,
    ],
    [
      'a submission in the future',
      { ...base, award: null, submission: { amountRequested: 1, submissionDate: '2025-06-16' } },
      'submission.submissionDate',
      messages.dateInFuture,
    ],
    [
      'a decline in the future',
      { ...base, award: null, declined: true, declinedDetails: { declinedDate: '2025-07-01' } },
      'declinedDetails.declinedDate',
      messages.dateInFuture,
    ],
    [
      'declined without details',
      { ...base, award: null, declined: true },
      'declinedDetails',
      messages.required,
    ],
    [
      'an award before submission',
      { ...base, award: { amountAwarded: 1, receivementDate: '2025-05-01' } },
      'award.receivementDate',
      messages.awardedAfterSubmission,
    ],
    [
      'a report without urgency',
      { ...base, reports: [{ deadline: '2025-12-01' }] },
      'reports.0.urgency',
      messages.required,
    ],
  ])('refuses %s', (_, input, path, message) => {
    expect(issuesOf(params, input)).toEqual([[path, message]]);
  });
});
