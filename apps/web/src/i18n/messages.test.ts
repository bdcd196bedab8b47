import { describe, expect, it } from 'vitest';
import { initI18n } from './index.ts';
import { capitalizeFirst, translateMessage } from './messages.ts';

describe('translateMessage', () => {
  initI18n();

  it('capitalises the first letter of an unknown server message', () => {
    expect(translateMessage('user not found')).toBe('User not found');
  });

  it('translates a known message', () => {
    expect(translateMessage('Invalid email or password')).toBe('Invalid email or password');
  });

  it('leaves an empty text alone', () => {
    expect(capitalizeFirst('')).toBe('');
  });
});
