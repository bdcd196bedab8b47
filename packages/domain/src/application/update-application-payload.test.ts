import { describe, expect, it } from 'vitest';
import { DomainError } from '../shared/errors.ts';
import { INELIGIBLE_REASON_MARKERS } from './ineligible-reason-marker.ts';
import {
  type UpdateApplicationForm,
  type UpdateApplicationParams,
  updateApplicationPayload,
} from './update-application-payload.ts';

// A form with every field filled, so each branch shows what it keeps and what it clears.
const filled: UpdateApplicationForm = {
  answer: 'YES',
  statusChoice: 'AWARDED',
  programId: 7,
  deadline: '2026-09-01',
  deadlineType: 'REQUIRED',
  dateSubmitted: '2026-03-01',
  amountRequested: 500000,
  amountAwarded: 250000,
  receivementDate: '2026-05-01',
  declinedDate: '2026-04-01',
  declinedReason: '  Out of scope ',
  ineligibleReason: 'Not a 501(c)(3)',
  reports: [{ urgency: 'REQUIRED', deadline: '2027-01-15' }],
};
const common = { programId: 7, deadline: '2026-09-01', deadlineType: 'REQUIRED' } as const;
const submission = { submissionDate: '2026-03-01', amountRequested: 500000 };

describe('updateApplicationPayload (§4 table)', () => {
  it.each<[string, Partial<UpdateApplicationForm>, UpdateApplicationParams]>([
    [
      'No: award, declined, declinedDetails, reports and submission cleared; deadline kept',
      { answer: 'NO' },
      {
        ...common,
        submission: null,
        award: null,
        declined: false,
        declinedDetails: null,
        reports: [],
        ineligibleReason: INELIGIBLE_REASON_MARKERS.NO,
      },
    ],
    [
      'Ineligible: deadline and ineligible reason kept; everything else cleared',
      { answer: 'INELIGIBLE', ineligibleReason: '  Not a 501(c)(3) ' },
      {
        ...common,
        submission: null,
        award: null,
        declined: false,
        declinedDetails: null,
        reports: [],
        ineligibleReason: 'Not a 501(c)(3)',
      },
    ],
    [
      'Yes + Awarded: submission, award and reports sent; declined cleared',
      { answer: 'YES', statusChoice: 'AWARDED' },
      {
        ...common,
        submission,
        award: { amountAwarded: 250000, receivementDate: '2026-05-01' },
        reports: [{ urgency: 'REQUIRED', deadline: '2027-01-15' }],
        declined: false,
        declinedDetails: null,
        ineligibleReason: INELIGIBLE_REASON_MARKERS.AWARDED,
      },
    ],
    [
      'Yes + Awarded without a receivement date or reports',
      { answer: 'YES', statusChoice: 'AWARDED', receivementDate: null, reports: undefined },
      {
        ...common,
        submission,
        award: { amountAwarded: 250000, receivementDate: null },
        reports: [],
        declined: false,
        declinedDetails: null,
        ineligibleReason: INELIGIBLE_REASON_MARKERS.AWARDED,
      },
    ],
    [
      'Yes + Declined: declined with details; no award; no reports',
      { answer: 'YES', statusChoice: 'DECLINED' },
      {
        ...common,
        submission,
        award: null,
        reports: [],
        declined: true,
        declinedDetails: { declinedDate: '2026-04-01', declinedReason: 'Out of scope' },
        ineligibleReason: INELIGIBLE_REASON_MARKERS.DECLINED,
      },
    ],
    [
      'Yes + Declined with a blank reason',
      { answer: 'YES', statusChoice: 'DECLINED', declinedReason: '   ' },
      {
        ...common,
        submission,
        award: null,
        reports: [],
        declined: true,
        declinedDetails: { declinedDate: '2026-04-01', declinedReason: null },
        ineligibleReason: INELIGIBLE_REASON_MARKERS.DECLINED,
      },
    ],
    [
      'Yes + Pending: declined, award and reports cleared',
      { answer: 'YES', statusChoice: 'PENDING' },
      {
        ...common,
        submission,
        award: null,
        reports: [],
        declined: false,
        declinedDetails: null,
        ineligibleReason: INELIGIBLE_REASON_MARKERS.PENDING,
      },
    ],
    [
      'always carries programId and deadlineType (string id, ROLLING)',
      { answer: 'NO', programId: '12', deadlineType: 'ROLLING' },
      {
        programId: '12',
        deadline: '2026-09-01',
        deadlineType: 'ROLLING',
        submission: null,
        award: null,
        declined: false,
        declinedDetails: null,
        reports: [],
        ineligibleReason: INELIGIBLE_REASON_MARKERS.NO,
      },
    ],
  ])('%s', (_name, overrides, expected) => {
    expect(updateApplicationPayload({ ...filled, ...overrides })).toEqual(expected);
  });

  it.each<[string, Partial<UpdateApplicationForm>, Record<string, string>]>([
    ['missing deadline', { answer: 'NO', deadline: '' }, { deadline: 'This field is required.' }],
    ['malformed deadline', { answer: 'NO', deadline: '09/01/2026' }, { deadline: 'This field is invalid.' }],
    [
      'blank ineligible reason',
      { answer: 'INELIGIBLE', ineligibleReason: '  ' },
      { ineligibleReason: 'This field is required.' },
    ],
    [
      'a marker as ineligible reason',
      { answer: 'INELIGIBLE', ineligibleReason: INELIGIBLE_REASON_MARKERS.NO },
      { ineligibleReason: 'This field is invalid.' },
    ],
    ['Yes without a status', { answer: 'YES', statusChoice: null }, { status: 'This field is required.' }],
    [
      'Yes without submission data',
      { answer: 'YES', statusChoice: 'PENDING', dateSubmitted: null, amountRequested: null },
      { dateSubmitted: 'This field is required.', amountRequested: 'This field is required.' },
    ],
    [
      'negative amount requested',
      { answer: 'YES', statusChoice: 'PENDING', amountRequested: -1 },
      { amountRequested: 'This field is invalid.' },
    ],
    [
      'fractional cents',
      { answer: 'YES', statusChoice: 'PENDING', amountRequested: 1.5 },
      { amountRequested: 'This field is invalid.' },
    ],
    [
      'Awarded without amount',
      { answer: 'YES', statusChoice: 'AWARDED', amountAwarded: null },
      { amountAwarded: 'This field is required.' },
    ],
    [
      'Awarded with a malformed receivement date',
      { answer: 'YES', statusChoice: 'AWARDED', receivementDate: '2026-02-30' },
      { receivementDate: 'This field is invalid.' },
    ],
    [
      'Declined without date',
      { answer: 'YES', statusChoice: 'DECLINED', declinedDate: undefined },
      { declinedDate: 'This field is required.' },
    ],
  ])('rejects %s', (_name, overrides, details) => {
    let error: unknown;
    try {
      updateApplicationPayload({ ...filled, ...overrides });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('VALIDATION');
    expect((error as DomainError).details).toEqual(details);
  });

  it.each<[Partial<UpdateApplicationForm>]>([
    [{ answer: 'NO', dateSubmitted: 'garbage', amountAwarded: -5 }],
    [{ answer: 'INELIGIBLE', declinedDate: 'garbage' }],
    [{ answer: 'YES', statusChoice: 'PENDING', amountAwarded: null, declinedDate: null }],
  ])('ignores fields the branch does not send: %j', (overrides) => {
    expect(() => updateApplicationPayload({ ...filled, ...overrides })).not.toThrow();
  });
});
