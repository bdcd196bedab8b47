import { DomainError } from '@grantflow/domain/shared/errors';
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
