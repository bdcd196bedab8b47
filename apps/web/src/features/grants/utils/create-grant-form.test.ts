import { describe, expect, it } from 'vitest';
import { newReportRow } from '../../applications/index.ts';
import {
  buildCreateGrantVariables,
  type CreateGrantFormState,
  initialCreateGrantForm,
  withCreateGrantAnswer,
  withFrequency,
} from './create-grant-form.ts';

const ready = (overrides: Partial<CreateGrantFormState> = {}): CreateGrantFormState => ({
  ...initialCreateGrantForm('3'),
  programId: '4',
  applicationType: 'ROLLING',
  applicationDeadline: '2026-12-15',
  ...overrides,
});

describe('create-grant answer and frequency rules', () => {
  it('Ineligible sets status INELIGIBLE and the answer back to No (docs/product.md, Creating a grant)', () => {
    expect(withCreateGrantAnswer(ready(), 'INELIGIBLE')).toMatchObject({
      isSubmitted: 'NO',
      status: 'INELIGIBLE',
    });
  });

  it('Yes moves an unsubmitted status to Pending; No moves a submitted one to Open', () => {
    expect(withCreateGrantAnswer(ready(), 'YES').status).toBe('PENDING');
    expect(withCreateGrantAnswer(ready({ isSubmitted: 'YES', status: 'AWARDED' }), 'YES').status).toBe(
      'AWARDED',
    );
    expect(withCreateGrantAnswer(ready({ isSubmitted: 'YES', status: 'AWARDED' }), 'NO').status).toBe(
      'NOT_APPLY',
    );
  });

  it('enables the recurrence count only for RECURRING', () => {
    expect(withFrequency(ready(), 'RECURRING').recurrenceCount).toBe('2');
    expect(
      withFrequency(ready({ frequency: 'RECURRING', recurrenceCount: '3' }), 'ONE_TIME').recurrenceCount,
    ).toBeNull();
  });
});

describe('buildCreateGrantVariables', () => {
  it('an open one-time grant: notApply, no submission, award or decline', () => {
    expect(buildCreateGrantVariables(ready({ reports: [newReportRow('COURTESY', '2027-01-10')] }))).toEqual({
      funderId: '3',
      programId: '4',
      frequency: 'ONE_TIME',
      recurrenceCount: 1,
      application: {
        deadline: '2026-12-15',
        deadlineType: 'ROLLING',
        declined: false,
        notApply: true,
        isSubmittedAsIneligible: false,
        reports: [{ urgency: 'COURTESY', deadline: '2027-01-10' }],
      },
    });
  });

  it('a recurring awarded grant sends submission and award in dollars', () => {
    const variables = buildCreateGrantVariables(
      ready({
        frequency: 'RECURRING',
        recurrenceCount: '3',
        isSubmitted: 'YES',
        status: 'AWARDED',
        dateSubmitted: '2026-10-01',
        amountRequested: '$10,000',
        amountAwarded: '$7,500.50',
        receivementDate: '2026-11-20',
      }),
    );
    expect(variables.recurrenceCount).toBe(3);
    expect(variables.application).toMatchObject({
      notApply: false,
      submission: { submissionDate: '2026-10-01', amountRequested: 10000 },
      award: { amountAwarded: 7500.5, receivementDate: '2026-11-20' },
    });
  });

  it('drops fields the chosen status hides', () => {
    const variables = buildCreateGrantVariables(
      ready({
        isSubmitted: 'YES',
        status: 'PENDING',
        dateSubmitted: '2026-10-01',
        amountRequested: '$1',
        amountAwarded: '$5',
        declinedDate: '2026-10-02',
      }),
    );
    expect(variables.application).not.toHaveProperty('award');
    expect(variables.application).not.toHaveProperty('declinedDetails');
  });

  it('an ineligible grant is notApply and submitted-as-ineligible with its reason', () => {
    const variables = buildCreateGrantVariables(
      withCreateGrantAnswer(ready({ ineligibleReason: 'Outside region' }), 'INELIGIBLE'),
    );
    expect(variables.application).toMatchObject({
      notApply: true,
      isSubmittedAsIneligible: true,
      ineligibleReason: 'Outside region',
    });
    expect(variables.application).not.toHaveProperty('submission');
  });

  it('a declined grant sends the decline details', () => {
    const variables = buildCreateGrantVariables(
      ready({
        isSubmitted: 'YES',
        status: 'DECLINED',
        dateSubmitted: '2026-09-01',
        amountRequested: '$900',
        declinedDate: '2026-10-01',
        declinedReason: ' Budget ',
      }),
    );
    expect(variables.application).toMatchObject({
      declined: true,
      declinedDetails: { declinedDate: '2026-10-01', declinedReason: 'Budget' },
    });
  });
});
