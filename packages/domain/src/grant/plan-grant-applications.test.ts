import { describe, expect, it } from 'vitest';
import {
  type NewApplication,
  planGrantApplications,
  upcomingApplication,
} from './plan-grant-applications.ts';
import { recurringDeadlines } from './recurring-deadlines.ts';

const first: NewApplication = {
  status: 'AWARDED',
  deadline: '2028-02-29',
  deadlineType: 'ROLLING',
  declined: false,
  declinedDate: null,
  declinedReason: null,
  isSubmittedAsIneligible: false,
  ineligibleReason: null,
  notApply: false,
  fiscalDate: '2028-03-01',
  submissionDate: '2028-01-01',
  amountRequestedCents: 100,
  amountAwardedCents: 90,
  receivementDate: '2028-03-01',
  isPrecisionByYear: false,
  reports: [{ urgency: 'REQUIRED', deadline: '2028-02-29' }],
};

describe('planGrantApplications', () => {
  it('keeps the first cycle as given and makes later cycles upcoming, reports moved by the same years', () => {
    const plan = planGrantApplications(first, recurringDeadlines(first.deadline, 3));
    expect(plan[0]).toEqual(first);
    expect(
      plan
        .slice(1)
        .map((a) => [a.status, a.notApply, a.deadline, a.deadlineType, a.submissionDate, a.reports]),
    ).toEqual([
      ['NOT_APPLY', true, '2029-02-28', 'ROLLING', null, [{ urgency: 'REQUIRED', deadline: '2029-02-28' }]],
      ['NOT_APPLY', true, '2030-02-28', 'ROLLING', null, [{ urgency: 'REQUIRED', deadline: '2030-02-28' }]],
    ]);
  });

  it('plans one application for a one-time grant', () => {
    expect(planGrantApplications(first, [first.deadline])).toEqual([first]);
  });
});

describe('upcomingApplication', () => {
  it('is a later cycle of planGrantApplications, whatever the report shape', () => {
    const [, later] = planGrantApplications(first, recurringDeadlines(first.deadline, 2));
    expect(upcomingApplication('2029-02-28', 'ROLLING', later?.reports ?? [])).toEqual(later);
    const reports = [{ deadline: '2029-06-01', submitted: false }];
    expect(upcomingApplication('2029-02-28', 'REQUIRED', reports)).toMatchObject({
      fiscalDate: '2029-02-28',
      amountAwardedCents: null,
      reports,
    });
  });
});
