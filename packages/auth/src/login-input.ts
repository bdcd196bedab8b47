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
  // The schema reads an empty code as none (the first sign-in step sends none).
  const result = loginArgsSchema.safeParse({
    email: input.email,
    password: input.password,
    code: input.code,
  });
  if (result.success) return result.data;
  throw validationError(result.error.issues, 'input');
}
