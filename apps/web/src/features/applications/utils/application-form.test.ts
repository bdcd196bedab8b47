import { describe, expect, it } from 'vitest';
import { dollarsToMoneyInput, inputToCents } from '../../../lib/money.ts';
import {
  type ApplicationFormState,
  type ApplicationSource,
  buildUpdateApplicationParams,
  initialApplicationForm,
  newReportRow,
  withSubmittedAnswer,
} from './application-form.ts';

const open: ApplicationSource = {
  status: 'NOT_APPLY',
  deadline: '2026-12-01',
  deadlineType: 'REQUIRED',
  declined: false,
  isSubmittedAsIneligible: false,
  ineligibleReason: null,
  declinedDetails: null,
  submission: null,
  award: null,
  reports: [],
  grant: { frequency: 'RECURRING', program: { id: '7' } },
};

const base = (overrides: Partial<ApplicationFormState>): ApplicationFormState => ({
  ...initialApplicationForm(open),
  ...overrides,
});

describe('initialApplicationForm (starting value)', () => {
  it('is No for an application without a submission date', () => {
    const form = initialApplicationForm(open);
    expect(form.isSubmitted).toBe('NO');
    expect(form.status).toBeNull();
    expect(form.programId).toBe('7');
    expect(form.frequency).toBe('RECURRING');
  });

  it('is Ineligible when submitted as ineligible, with its reason', () => {
    const form = initialApplicationForm({
      ...open,
      status: 'INELIGIBLE',
      isSubmittedAsIneligible: true,
      ineligibleReason: 'Outside their region',
    });
    expect(form.isSubmitted).toBe('INELIGIBLE');
    expect(form.ineligibleReason).toBe('Outside their region');
    expect(initialApplicationForm(open).ineligibleReason).toBe('');
  });

  it('is Yes + Pending for a submission without answer, Yes + Awarded with an award', () => {
    const submitted = {
      ...open,
      status: 'SUBMITTED' as const,
      submission: { submissionDate: '2026-10-01', amountRequested: 1500.5 },
    };
    expect(initialApplicationForm(submitted)).toMatchObject({
      isSubmitted: 'YES',
      status: 'PENDING',
      amountRequested: '$1,500.50',
    });
    expect(
      initialApplicationForm({
        ...submitted,
        status: 'AWARDED',
        award: { amountAwarded: 1200, receivementDate: '2026-11-02' },
      }),
    ).toMatchObject({ status: 'AWARDED', amountAwarded: '$1,200', receivementDate: '2026-11-02' });
  });
});

describe('withSubmittedAnswer', () => {
  it('starts Yes at Pending and hides the status otherwise', () => {
    expect(withSubmittedAnswer(base({}), 'YES').status).toBe('PENDING');
    expect(withSubmittedAnswer(base({ isSubmitted: 'YES', status: 'AWARDED' }), 'YES').status).toBe(
      'AWARDED',
    );
    expect(withSubmittedAnswer(base({ isSubmitted: 'YES', status: 'AWARDED' }), 'NO').status).toBeNull();
  });
});

describe('buildUpdateApplicationParams', () => {
  const filled = base({
    dateSubmitted: '2026-10-01',
    amountRequested: '$5,000',
    amountAwarded: '$4,000.25',
    receivementDate: '2026-11-10',
    declinedDate: '2026-11-05',
    declinedReason: 'Budget',
    ineligibleReason: 'Not eligible',
    reports: [newReportRow('REQUIRED', '2027-01-15'), newReportRow(null, null)],
  });

  it('No clears everything but the deadline', () => {
    expect(buildUpdateApplicationParams({ ...filled, isSubmitted: 'NO' })).toEqual({
      deadline: '2026-12-01',
      deadlineType: 'REQUIRED',
      programId: '7',
      submission: null,
      award: null,
      declined: false,
      declinedDetails: null,
      reports: [],
      ineligibleReason: null,
    });
  });

  it('Ineligible keeps the deadline and the reason', () => {
    expect(buildUpdateApplicationParams({ ...filled, isSubmitted: 'INELIGIBLE' })).toMatchObject({
      submission: null,
      award: null,
      reports: [],
      ineligibleReason: 'Not eligible',
    });
  });

  it('Yes + Awarded sends submission, award (dollars) and the complete report rows', () => {
    expect(buildUpdateApplicationParams({ ...filled, isSubmitted: 'YES', status: 'AWARDED' })).toMatchObject({
      submission: { submissionDate: '2026-10-01', amountRequested: 5000 },
      award: { amountAwarded: 4000.25, receivementDate: '2026-11-10' },
      reports: [{ urgency: 'REQUIRED', deadline: '2027-01-15' }],
      declined: false,
      declinedDetails: null,
    });
  });

  it('Yes + Declined sends the decline without award or reports', () => {
    expect(buildUpdateApplicationParams({ ...filled, isSubmitted: 'YES', status: 'DECLINED' })).toMatchObject(
      {
        declined: true,
        declinedDetails: { declinedDate: '2026-11-05', declinedReason: 'Budget' },
        award: null,
        reports: [],
      },
    );
  });

  it('Yes + Pending keeps only the submission', () => {
    expect(buildUpdateApplicationParams({ ...filled, isSubmitted: 'YES', status: 'PENDING' })).toMatchObject({
      submission: { submissionDate: '2026-10-01', amountRequested: 5000 },
      award: null,
      declined: false,
      reports: [],
      ineligibleReason: null,
    });
  });

  it('throws a validation error when the branch lacks a field', () => {
    expect(() => buildUpdateApplicationParams(base({ isSubmitted: 'YES', status: 'AWARDED' }))).toThrow();
  });
});

describe('wire amounts', () => {
  it('converts between masked text, cents and dollars', () => {
    expect(inputToCents('$1,234.56')).toBe(123456);
    expect(inputToCents('')).toBeNull();
    expect(dollarsToMoneyInput(1234.5)).toBe('$1,234.50');
    expect(dollarsToMoneyInput(0.07)).toBe('$0.07');
    expect(dollarsToMoneyInput(null)).toBe('');
  });
});
