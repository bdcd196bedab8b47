import { invalidLink } from '@grantflow/auth/invalid-link';
import { requireWireDate } from '@grantflow/domain/dates/calendar-date';
import { toWireDate } from '@grantflow/domain/dates/to-wire-date';
import { fiscalWindow } from '@grantflow/domain/fiscal-year/fiscal-window';
import { fiscalYearRange } from '@grantflow/domain/fiscal-year/fiscal-year-range';
import { recurrenceCountFor, recurringDeadlines } from '@grantflow/domain/grant/recurring-deadlines';
import { reportSubmissionDate } from '@grantflow/domain/report/report-submission';
import { DomainError } from '@grantflow/domain/shared/errors';
import { calendarRangeArgsSchema, nextDaysArgsSchema } from '@grantflow/validation/deadlines';
import { reportFormSchema } from '@grantflow/validation/report';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createMaskError, validateArgs } from './errors.ts';

const mask = createMaskError();
const masked = (error: unknown) =>
  mask(new GraphQLError('x', { originalError: error as Error })) as GraphQLError;

describe('createMaskError', () => {
  it('keeps a plain domain error to its code', () => {
    const error = masked(new DomainError('FUNDER_NOT_FOUND'));
    expect(error.message).toBe('Funder not found');
    expect(error.extensions).toEqual({ code: 'FUNDER_NOT_FOUND' });
  });

  it('adds the params of a domain code', () => {
    const error = masked(new DomainError('RATE_LIMITED', undefined, { params: { retryAfterSeconds: 5 } }));
    expect(error.extensions).toEqual({ code: 'RATE_LIMITED', params: { retryAfterSeconds: 5 } });
  });

  it('codes a validation failure and each of its fields', () => {
    let thrown: unknown;
    try {
      validateArgs(reportFormSchema({ today: '2026-06-15' }), {
        deadline: '',
        submitted: 'NO',
        description: 'x'.repeat(301),
      });
    } catch (error) {
      thrown = error;
    }
    const error = masked(thrown);
    expect(error.message).toBe('This field is required.');
    expect(error.extensions).toEqual({
      code: 'VALIDATION',
      issue: { code: 'REQUIRED', params: {} },
      fields: { deadline: 'This field is required.', description: 'Maximum of 300 characters' },
      fieldErrors: {
        deadline: { code: 'REQUIRED', params: {} },
        description: { code: 'MAX_LENGTH', params: { limit: 300 } },
      },
    });
  });

  it('hides anything else behind the generic text', () => {
    const error = masked(new Error('secret'));
    expect(error.message).toBe('Something went wrong');
    expect(error.extensions).toEqual({ code: 'INTERNAL' });
  });
});

/** Every VALIDATION producer a client can meet outside the schemas (the schemas have their corpus test). */
const VALIDATION_PRODUCERS: [string, () => unknown][] = [
  [
    'invalid link',
    () => {
      throw invalidLink();
    },
  ],
  ['malformed wire date', () => requireWireDate('2026-02-30', 'deadline')],
  ['wire date', () => toWireDate('x')],
  ['fiscal year range', () => fiscalYearRange(0, null)],
  ['fiscal window', () => fiscalWindow(null, '2026-01-01', 1)],
  ['recurrence count', () => recurrenceCountFor('RECURRING', 11)],
  ['recurring deadlines', () => recurringDeadlines('2026-01-01', 0)],
  ['report submission', () => reportSubmissionDate({ submitted: true })],
  ['calendar range', () => validateArgs(calendarRangeArgsSchema, { start: '2026-02-01', end: '2026-01-01' })],
  ['next days', () => validateArgs(nextDaysArgsSchema, { days: 14 })],
];

describe('every VALIDATION error reaches the client coded', () => {
  it.each(VALIDATION_PRODUCERS)('%s', (_name, produce) => {
    let thrown: unknown;
    try {
      produce();
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DomainError);
    const { extensions } = masked(thrown);
    expect(extensions.code).toBe('VALIDATION');
    expect(extensions.issue).toEqual({ code: expect.any(String), params: expect.any(Object) });
    const fields = Object.keys((extensions.fields ?? {}) as object);
    expect(fields.length).toBeGreaterThan(0);
    expect(Object.keys((extensions.fieldErrors ?? {}) as object)).toEqual(fields);
  });
});
