import { DomainError } from '@grantflow/domain/shared/errors';

export interface LoginInput {
  email: string;
  password: string;
  code: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Passwords longer than this are refused before hashing so a request cannot buy minutes of argon2. */
export const MAX_PASSWORD_LENGTH = 1024;

function invalid(field: string, message: string): DomainError {
  return new DomainError('VALIDATION', message, { details: { [field]: message } });
}

export function parseLoginInput(input: {
  email: string;
  password: string;
  code?: string | null | undefined;
}): LoginInput {
  const email = input.email.trim().toLowerCase();
  if (email === '') throw invalid('email', 'This field is required.');
  if (!EMAIL.test(email)) throw invalid('email', 'This field needs to be a valid email.');
  if (input.password === '') throw invalid('password', 'This field is required.');
  if (input.password.length > MAX_PASSWORD_LENGTH) throw new DomainError('INVALID_CREDENTIALS');
  const code = input.code?.trim() || null;
  if (code !== null && !/^\d{5}$/.test(code)) throw invalid('code', 'Code must be exactly 5 digits');
  return { email, password: input.password, code };
}
