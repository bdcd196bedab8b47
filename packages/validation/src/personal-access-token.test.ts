import { describe, expect, it } from 'vitest';
import { personalAccessTokenCreateSchema } from './personal-access-token.ts';

const issuesOf = (value: unknown) => {
  const parsed = personalAccessTokenCreateSchema.safeParse(value);
  return parsed.success
    ? []
    : parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
};

describe('personalAccessTokenCreateSchema', () => {
  it('trims the name and reads an absent lifetime as never', () => {
    expect(personalAccessTokenCreateSchema.parse({ name: '  Claude desktop ' })).toEqual({
      name: 'Claude desktop',
      expiresInDays: null,
    });
    expect(personalAccessTokenCreateSchema.parse({ name: 'CI', expiresInDays: 90 })).toEqual({
      name: 'CI',
      expiresInDays: 90,
    });
  });

  it('refuses an empty or blank name as required, and a long one by its limit', () => {
    expect(issuesOf({ name: '' })).toEqual([{ path: 'name', message: 'This field is required.' }]);
    expect(issuesOf({ name: '   ' })).toEqual([{ path: 'name', message: 'This field is required.' }]);
    expect(issuesOf({ name: 'x'.repeat(101) })).toEqual([
      { path: 'name', message: 'Maximum of 100 characters' },
    ]);
  });

  it('refuses a lifetime that is not offered', () => {
    expect(issuesOf({ name: 'CI', expiresInDays: 7 })).toEqual([
      { path: 'expiresInDays', message: 'Choose one of 30, 90, 365.' },
    ]);
  });
});
