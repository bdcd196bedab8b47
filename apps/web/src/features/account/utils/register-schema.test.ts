import { describe, expect, it } from 'vitest';
import { emptyRegisterValues, registerSchema, registerVariables } from './register-schema.ts';

const valid = {
  email: 'new@example.org',
  password: 'long enough',
  confirmPassword: 'long enough',
  organizationName: 'Lakeside Trust',
  fiscalYearStart: '2025-07-01',
};

const errorsOf = (values: unknown) => {
  const result = registerSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('registerSchema', () => {
  it('accepts a complete form', () => {
    expect(registerSchema.safeParse(valid).success).toBe(true);
  });

  it('reports every empty field at once', () => {
    expect(Object.keys(errorsOf(emptyRegisterValues)).sort()).toEqual([
      'confirmPassword',
      'email',
      'fiscalYearStart',
      'organizationName',
      'password',
    ]);
  });

  it("asks for matching passwords with the catalogue's 'Passwords must match!', even when another field fails", () => {
    expect(errorsOf({ ...valid, email: 'x', confirmPassword: 'different!' })).toEqual({
      email: 'This field needs to be a valid email.',
      confirmPassword: 'Passwords must match!',
    });
  });

  it('needs 8 characters', () => {
    expect(errorsOf({ ...valid, password: 'short', confirmPassword: 'short' }).password).toBe(
      'This field must have at least 8 characters',
    );
  });

  it('builds the mutation variables', () => {
    expect(
      registerVariables({ ...valid, email: ' new@example.org ', organizationName: ' Lakeside Trust ' }, 'de'),
    ).toEqual({
      email: 'new@example.org',
      password: 'long enough',
      organization: { name: 'Lakeside Trust', fiscalYearStart: '2025-07-01' },
      language: 'de',
    });
  });
});
