import { DOMAIN_ERROR_MESSAGES } from '@grantflow/domain/shared/error-messages';
import { DomainError, isDomainError } from '@grantflow/domain/shared/errors';
import { GraphQLError } from 'graphql';

// The one place where domain error codes become what a GraphQL client sees (STYLE habit 3).

export const GENERIC_ERROR_MESSAGE = 'Something went wrong';

/** The client-facing text for a domain error. VALIDATION carries its own specification message. */
export function messageFor(error: DomainError): string {
  if (error.code === 'VALIDATION' && error.message !== error.code) return error.message;
  return DOMAIN_ERROR_MESSAGES[error.code];
}

export interface MaskErrorOptions {
  /** Gets every unexpected error (with its stack) before the client receives the generic text. */
  onUnexpectedError?: (error: unknown) => void;
}

function located(error: unknown): GraphQLError | undefined {
  return error instanceof GraphQLError ? error : undefined;
}

/**
 * Yoga's `maskedErrors.maskError`: domain errors keep their code and mapped message, GraphQL's own
 * errors (syntax, validation, variables) pass through, and anything else becomes the generic text.
 * Nothing from the original error other than what is rebuilt here (no stack, no cause) reaches the client.
 */
export function createMaskError(options: MaskErrorOptions = {}) {
  return (error: unknown): Error => {
    const graphQLError = located(error);
    const original = graphQLError ? graphQLError.originalError : error;
    const position = {
      nodes: graphQLError?.nodes,
      source: graphQLError?.source,
      positions: graphQLError?.positions,
      path: graphQLError?.path,
    };
    if (isDomainError(original)) {
      const extensions: Record<string, unknown> = { code: original.code };
      if (original.details) extensions.fields = original.details;
      return new GraphQLError(messageFor(original), { ...position, extensions });
    }
    // No original error: produced by GraphQL itself (parse, validation, coercion), safe to show.
    if (graphQLError && !graphQLError.originalError) return graphQLError;
    // Yoga's own HTTP-level errors (bad JSON, wrong method) carry an http extension and a safe message.
    if (graphQLError && isYogaHttpError(graphQLError.originalError)) return graphQLError;
    options.onUnexpectedError?.(original ?? error);
    return new GraphQLError(GENERIC_ERROR_MESSAGE, { ...position, extensions: { code: 'INTERNAL' } });
  };
}

function isYogaHttpError(error: unknown): boolean {
  return error instanceof GraphQLError && typeof error.extensions.http === 'object';
}

/** A parse failure of a packages/validation schema. */
interface ArgsIssues {
  issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>;
}

/**
 * Parses resolver arguments with a packages/validation schema. A failure becomes a VALIDATION error whose
 * message is the first field's specification text and whose `extensions.fields` name every field
 * (dotted paths such as `application.submission.submissionDate`).
 */
export function validateArgs<T>(
  schema: {
    safeParse: (input: unknown) => { success: true; data: T } | { success: false; error: ArgsIssues };
  },
  input: unknown,
): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const details: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String).join('.') || '_';
    details[path] ??= issue.message;
  }
  const first = result.error.issues[0]?.message ?? DOMAIN_ERROR_MESSAGES.VALIDATION;
  throw new DomainError('VALIDATION', first, { details });
}
