import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { issuesOf } from './test-helpers.ts';
import {
  twoFactorSetupEmailBodySchema,
  twoFactorSetupEmailSchema,
  twoFactorSetupSchema,
  twoFactorSetupVerifyBodySchema,
} from './two-factor.ts';

describe('2FA setup modal', () => {
  it.each([
    [twoFactorSetupEmailSchema, { email_for_2fa: 'me@x.org', is_enabled: true }],
    [twoFactorSetupSchema, { email_for_2fa: 'me@x.org', is_enabled: false, code: '12345' }],
  ])('accepts a valid step (%#)', (schema, input) => {
    expect(issuesOf(schema, input)).toEqual([]);
  });

  it.each([
    [twoFactorSetupEmailSchema, { email_for_2fa: '', is_enabled: true }, 'email_for_2fa'],
    [twoFactorSetupEmailSchema, { email_for_2fa: 'me@', is_enabled: true }, 'email_for_2fa'],
    [twoFactorSetupSchema, { email_for_2fa: 'me@x.org', is_enabled: true, code: '1234' }, 'code'],
    [twoFactorSetupSchema, { email_for_2fa: 'me@x.org', is_enabled: true, code: 'abcde' }, 'code'],
  ])("shows 'Form Error: Invalid field' (%#)", (schema, input, path) => {
    expect(issuesOf(schema, input)).toEqual([[path, 'Form Error: Invalid field']]);
  });
});

describe('/setup2fa bodies', () => {
  const body = { email_for_2fa: 'Me@X.org', is_enabled: true, user_id: '12' };

  it('parses ids and lower-cases the e-mail', () => {
    expect(twoFactorSetupEmailBodySchema.parse(body)).toEqual({
      email_for_2fa: 'me@x.org',
      is_enabled: true,
      user_id: 12,
    });
    expect(issuesOf(twoFactorSetupVerifyBodySchema, { ...body, code: '12345' })).toEqual([]);
  });

  it.each([
    [twoFactorSetupEmailBodySchema, { ...body, email_for_2fa: 'x' }, 'email_for_2fa', messages.email],
    [twoFactorSetupEmailBodySchema, { ...body, is_enabled: 'yes' }, 'is_enabled', messages.invalid],
    [twoFactorSetupEmailBodySchema, { ...body, user_id: undefined }, 'user_id', messages.required],
    [twoFactorSetupVerifyBodySchema, { ...body, code: '123' }, 'code', messages.twoFactorCode],
  ])('refuses an invalid body (%#)', (schema, input, path, message) => {
    expect(issuesOf(schema, input)).toEqual([[path, message]]);
  });
});
