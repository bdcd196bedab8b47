import { describe, expect, it } from 'vitest';
import { supportTicketSchema } from './support.ts';
import { validationError } from './validation-error.ts';

describe('validationError', () => {
  it('codes every field and states the first issue', () => {
    const result = supportTicketSchema.safeParse({ name: 'A', organization: '', email: 'x', message: 'm' });
    if (result.success) throw new Error('expected a failure');
    const error = validationError(result.error.issues);
    expect(error.code).toBe('VALIDATION');
    expect(error.message).toBe('This field is required.');
    expect(error.details).toEqual({
      organization: 'This field is required.',
      email: 'This field needs to be a valid email.',
    });
    expect(error.fields).toEqual({
      organization: { code: 'REQUIRED', params: {}, message: 'This field is required.' },
      email: { code: 'EMAIL', params: {}, message: 'This field needs to be a valid email.' },
    });
    expect(error.issue).toEqual({ code: 'REQUIRED', params: {}, message: 'This field is required.' });
  });

  it('names an issue about the whole value with the root key', () => {
    const result = supportTicketSchema.safeParse(null);
    if (result.success) throw new Error('expected a failure');
    expect(validationError(result.error.issues, 'input').fields).toEqual({
      input: { code: 'REQUIRED', params: {}, message: 'This field is required.' },
    });
  });
});
