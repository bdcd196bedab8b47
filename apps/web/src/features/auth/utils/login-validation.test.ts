// The web uses the shared schemas; these checks pin the messages the login screen shows.
import { loginSchema, twoFactorCodeSchema } from '@grantflow/validation/auth';
import { describe, expect, it } from 'vitest';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('loginSchema', () => {
  it('requires both fields', () => {
    expect(firstMessage(loginSchema.safeParse({ email: '', password: 'x' }))).toBe('This field is required.');
    expect(firstMessage(loginSchema.safeParse({ email: 'a@b.org', password: '' }))).toBe(
      'This field is required.',
    );
  });

  it('wants a valid e-mail', () => {
    expect(firstMessage(loginSchema.safeParse({ email: 'nope', password: 'x' }))).toBe(
      'This field needs to be a valid email.',
    );
    expect(loginSchema.safeParse({ email: 'staff@example.org', password: 'x' }).success).toBe(true);
  });
});

describe('twoFactorCodeSchema', () => {
  it('accepts exactly five digits', () => {
    expect(twoFactorCodeSchema.safeParse({ code: '12345' }).success).toBe(true);
    expect(firstMessage(twoFactorCodeSchema.safeParse({ code: '' }))).toBe('This field is required.');
    for (const code of ['1234', '123456', 'abcde']) {
      expect(firstMessage(twoFactorCodeSchema.safeParse({ code }))).toBe('Code must be exactly 5 digits');
    }
  });
});
