import { describe, expect, it } from 'vitest';
import { joinKeyContacts, splitKeyContacts } from './key-contacts.ts';

describe('key contacts', () => {
  it('splits a semicolon list and drops blanks', () => {
    expect(splitKeyContacts('Ann Lee; Bo Park ;; ')).toEqual(['Ann Lee', 'Bo Park']);
    expect(splitKeyContacts(null)).toEqual([]);
  });

  it('joins entries with "; "', () => {
    expect(joinKeyContacts(['Ann Lee', ' ', 'Bo Park '])).toBe('Ann Lee; Bo Park');
  });
});
