import { type LoginArgs, loginArgsSchema } from '@grantflow/validation/auth';
import { validationError } from '@grantflow/validation/validation-error';

/**
 * Validates loginUser's arguments with the shared schema (the same the web form uses) and turns the
 * first problem into a VALIDATION error carrying the specification's message.
 */
export function parseLoginInput(input: {
  email: string;
  password: string;
  code?: string | null | undefined;
}): LoginArgs {
  // The first sign-in step sends no code; an empty field means the same thing.
  const code = input.code?.trim() ? input.code : null;
  const result = loginArgsSchema.safeParse({ email: input.email, password: input.password, code });
  if (result.success) return result.data;
  throw validationError(result.error.issues, 'input');
}
