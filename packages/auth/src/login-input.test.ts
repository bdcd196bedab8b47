import { describe, expect, it } from 'vitest';
import { parseLoginInput, unwrapSpecPassword } from './login-input.ts';

describe('loginUser input', () => {
  it("reads the specification's form: the password wrapped with the code", () => {
    const password = JSON.stringify({ password: 'grantflow-demo', code: '24680' });
    expect(parseLoginInput({ email: 'A@Example.org', password })).toEqual({
      email: 'a@example.org',
      password: 'grantflow-demo',
      code: '24680',
    });
  });

  it('keeps the code argument and a password that only looks like JSON', () => {
    const wrapped = JSON.stringify({ password: 'inner', code: '11111' });
    expect(unwrapSpecPassword({ email: 'a@example.org', password: wrapped, code: '24680' })).toMatchObject({
      password: wrapped,
      code: '24680',
    });
    for (const password of ['{not json', '{"password":"x"}', '{"password":1,"code":"12345"}', '[1]']) {
      expect(unwrapSpecPassword({ email: 'a@example.org', password })).toEqual({
        email: 'a@example.org',
        password,
      });
    }
  });

  it('checks a wrapped code like the argument', () => {
    const password = JSON.stringify({ password: 'grantflow-demo', code: '12' });
    expect(() => parseLoginInput({ email: 'a@example.org', password })).toThrow(
      expect.objectContaining({ code: 'VALIDATION', message: 'Code must be exactly 5 digits' }),
    );
  });
});
