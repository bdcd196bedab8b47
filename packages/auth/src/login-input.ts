import { DomainError } from '@grantflow/domain/shared/errors';
import { type LoginArgs, loginArgsSchema } from '@grantflow/validation/auth';

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
  const details: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'input';
    details[field] ??= issue.message;
  }
  const first = result.error.issues[0]?.message ?? 'This field is invalid.';
  throw new DomainError('VALIDATION', first, { details });
}
