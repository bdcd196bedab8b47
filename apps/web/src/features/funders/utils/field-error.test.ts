import { describe, expect, it } from 'vitest';
import { initI18n } from '../../../i18n/index.ts';
import { operationErrorMessage, translateFormMessage } from './field-error.ts';

initI18n();

describe('translateFormMessage', () => {
  it('maps the schema messages of these forms', () => {
    expect(translateFormMessage('Input a number between 0 and 20')).toBe('Input a number between 0 and 20');
    expect(translateFormMessage('Maximum of 10 characters')).toBe('Maximum of 10 characters');
    expect(translateFormMessage('please fill all fields')).toBe('Please fill all fields');
  });

  it('capitalises unknown server messages (§8)', () => {
    expect(translateFormMessage('funder not found')).toBe('Funder not found');
  });

  it('falls back to the generic text without a GraphQL message', () => {
    expect(operationErrorMessage({ graphQLErrors: [], networkError: new Error('x') })).toBe(
      'Something went wrong',
    );
  });
});
