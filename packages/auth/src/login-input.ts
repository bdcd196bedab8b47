import { type LoginArgs, loginArgsSchema } from '@grantflow/validation/auth';
import { validationError } from '@grantflow/validation/validation-error';

interface LoginInput {
  email: string;
  password: string;
  code?: string | null | undefined;
}

/**
 * The specification's second sign-in step sends the code inside `password`, as the JSON text
 * `{"password": "…", "code": "12345"}`; Grantflow's own client sends `code` as its own argument
 * (docs/spec-differences.md). Read only when no `code` argument came.
 */
export function unwrapSpecPassword(input: LoginInput): LoginInput {
  if (input.code || !input.password.startsWith('{')) return input;
  let parsed: unknown;
  try {
    parsed = JSON.parse(input.password);
  } catch {
    return input;
  }
  if (typeof parsed !== 'object' || parsed === null) return input;
  const { password, code } = parsed as Record<string, unknown>;
  if (typeof password !== 'string' || typeof code !== 'string') return input;
  return { email: input.email, password, code };
}

/**
 * Validates loginUser's arguments with the shared schema (the same the web form uses) and turns the
 * first problem into a VALIDATION error carrying the specification's message.
 */
export function parseLoginInput(input: LoginInput): LoginArgs {
  const { email, password, code } = unwrapSpecPassword(input);
  // The schema reads an empty code as none (the first sign-in step sends none).
  const result = loginArgsSchema.safeParse({ email, password, code });
  if (result.success) return result.data;
  throw validationError(result.error.issues, 'input');
}
