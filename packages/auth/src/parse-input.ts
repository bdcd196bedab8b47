import { validationError } from '@grantflow/validation/validation-error';

/** The part of a zod schema used here, so this package needs no zod of its own. */
export interface InputSchema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

/**
 * Parses a request body or arguments with a packages/validation schema (the server never trusts the
 * browser's check) and turns the problems into one VALIDATION error: the first message, plus one coded issue per field.
 */
export function parseInput<T>(schema: InputSchema<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw validationError(result.error.issues, 'input');
}
