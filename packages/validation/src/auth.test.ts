import { describe, expect, it } from 'vitest';
import {
  forgotPasswordSchema,
  loginArgsSchema,
  loginSchema,
  passwordResetSchema,
  passwordSchema,
  requestResetPasswordArgsSchema,
  resetPasswordArgsSchema,
  twoFactorCodeSchema,
  verifyBodySchema,
} from './auth.ts';
import { messages } from './messages.ts';
import { issuesOf } from './test-helpers.ts';

describe('passwordSchema', () => {
  it.each([
    ['8 characters', 'abcdefgh'],
    ['64 characters', 'p'.repeat(64)],
    ['200 characters', 'long passphrase '.repeat(12)],
    ['spaces kept', '        '],
    ['only lower-case letters (no composition rules)', 'grantflow'],
    ['unicode', 'pässwörd🔑'],
  ])('accepts %s', (_, password) => {
    expect(issuesOf(passwordSchema, password)).toEqual([]);
  });

  it('does not trim or truncate', () => {
    const password = ` ${'x'.repeat(100)} `;
    expect(passwordSchema.parse(password)).toBe(password);
  });

  it.each([
    ['empty', '', messages.required],
    ['missing', undefined, messages.required],
    ['7 characters', 'abcdefg', 'This field must have at least 8 characters'],
    ['beyond the cap', 'x'.repeat(1025), 'Maximum of 1024 characters'],
  ])('refuses %s', (_, password, message) => {
    expect(issuesOf(passwordSchema, password)).toEqual([['', message]]);
  });
});

describe('passwordResetSchema', () => {
  it('accepts matching passwords', () => {
    expect(issuesOf(passwordResetSchema, { password: 'abcdefgh', confirmPassword: 'abcdefgh' })).toEqual([]);
  });

  it.each([
    [
      'a different confirmation',
      { password: 'abcdefgh', confirmPassword: 'abcdefgi' },
      'confirmPassword',
      messages.passwordsMustMatch,
    ],
    ['no confirmation', { password: 'abcdefgh', confirmPassword: '' }, 'confirmPassword', messages.required],
    ['no password', { password: '', confirmPassword: '' }, 'password', messages.required],
  ])('refuses %s', (_, input, path, message) => {
    expect(issuesOf(passwordResetSchema, input)).toContainEqual([path, message]);
  });

  it('uses the exact text', () => {
    expect(messages.passwordsMustMatch).toBe('passwords must match');
  });

  it('checks the new password and the token on the server', () => {
    expect(issuesOf(resetPasswordArgsSchema, { password: 'abcdefgh', token: 'tok' })).toEqual([]);
    expect(issuesOf(resetPasswordArgsSchema, { password: 'short', token: ' ' })).toEqual([
      ['password', 'This field must have at least 8 characters'],
      ['token', messages.required],
    ]);
  });
});

describe('loginSchema', () => {
  it('accepts an e-mail and any password', () => {
    expect(issuesOf(loginSchema, { email: ' staff@example.org ', password: 'x' })).toEqual([]);
  });

  it.each([
    ['no e-mail', { email: '', password: 'x' }, 'email', messages.required],
    ['a bad e-mail', { email: 'staff@', password: 'x' }, 'email', messages.email],
    ['no password', { email: 'a@b.org', password: '' }, 'password', messages.required],
  ])('refuses %s', (_, input, path, message) => {
    expect(issuesOf(loginSchema, input)).toEqual([[path, message]]);
  });

  it('lower-cases the e-mail and checks an optional code on the server', () => {
    expect(loginArgsSchema.parse({ email: 'Staff@Example.org', password: 'x' }).email).toBe(
      'staff@example.org',
    );
    expect(issuesOf(loginArgsSchema, { email: 'a@b.org', password: 'x', code: '12345' })).toEqual([]);
    expect(issuesOf(loginArgsSchema, { email: 'a@b.org', password: 'x', code: '1234' })).toEqual([
      ['code', messages.twoFactorCode],
    ]);
  });

  it.each([[''], ['  '], [null], [undefined]])(
    'reads the code %j as none (the first sign-in step)',
    (code) => {
      expect(loginArgsSchema.parse({ email: 'a@b.org', password: 'x', code }).code ?? null).toBeNull();
    },
  );
});

describe('twoFactorCodeSchema', () => {
  it.each([['12345'], ['00000'], [' 54321 ']])('accepts %j', (code) => {
    expect(issuesOf(twoFactorCodeSchema, { code })).toEqual([]);
  });

  it.each([
    ['', messages.required],
    ['1234', 'Code must be exactly 5 digits'],
    ['123456', 'Code must be exactly 5 digits'],
    ['12a45', 'Code must be exactly 5 digits'],
  ])('refuses %j', (code, message) => {
    expect(issuesOf(twoFactorCodeSchema, { code })).toEqual([['code', message]]);
  });
});

describe('forgot password and verify', () => {
  it.each([
    [forgotPasswordSchema, { email: 'a@b.org' }],
    [requestResetPasswordArgsSchema, { email: 'A@B.org' }],
    [verifyBodySchema, { token: 'abc' }],
  ])('accepts a valid input (%#)', (schema, input) => {
    expect(issuesOf(schema, input)).toEqual([]);
  });

  it.each([
    [forgotPasswordSchema, { email: 'nope' }, 'email', messages.email],
    [forgotPasswordSchema, {}, 'email', messages.required],
    [verifyBodySchema, { token: '' }, 'token', messages.required],
    [verifyBodySchema, { token: 5 }, 'token', messages.invalid],
  ])('refuses an invalid input (%#)', (schema, input, path, message) => {
    expect(issuesOf(schema, input)).toEqual([[path, message]]);
  });
});
