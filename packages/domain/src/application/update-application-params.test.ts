import { describe, expect, it } from 'vitest';
import { INELIGIBLE_REASON_MARKERS } from './ineligible-reason-marker.ts';
import {
  type UpdateApplicationForm,
  type UpdateApplicationParams,
  updateApplicationParams,
} from './update-application-params.ts';

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

describe('updateApplicationParams (the update table of docs/product.md, from accepted values)', () => {
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
    expect(updateApplicationParams({ ...filled, ...overrides })).toEqual(expected);
  });
});
