import { DOMAIN_ERROR_MESSAGES } from '@grantflow/domain/shared/error-messages';
import { type DomainError, isDomainError } from '@grantflow/domain/shared/errors';
import type { FieldIssue } from '@grantflow/domain/shared/issue-codes';
import { validationError } from '@grantflow/validation/validation-error';
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
      return new GraphQLError(messageFor(original), { ...position, extensions: extensionsFor(original) });
    }
    // No original error: produced by GraphQL itself (parse, validation, coercion), safe to show.
    if (graphQLError && !graphQLError.originalError) return graphQLError;
    // Yoga's own HTTP-level errors (bad JSON, wrong method) carry an http extension and a safe message.
    if (graphQLError && isYogaHttpError(graphQLError.originalError)) return graphQLError;
    options.onUnexpectedError?.(original ?? error);
    return new GraphQLError(GENERIC_ERROR_MESSAGE, { ...position, extensions: { code: 'INTERNAL' } });
  };
}

const coded = (issue: FieldIssue) => ({ code: issue.code, params: issue.params });

/**
 * What a client reads to translate a domain error (never the English text):
 * - `code`: the DomainErrorCode; `params`: its values, when it has any;
 * - `issue`: for VALIDATION, the coded issue the message states (`{ code: 'MAX_LENGTH', params: { limit: 300 } }`);
 * - `fieldErrors`: dotted path → `{ code, params }`; `fields`: dotted path → the English text, as before.
 */
export function extensionsFor(error: DomainError): Record<string, unknown> {
  const extensions: Record<string, unknown> = { code: error.code };
  if (Object.keys(error.params).length > 0) extensions.params = error.params;
  if (error.issue) extensions.issue = coded(error.issue);
  if (error.details) extensions.fields = error.details;
  if (error.fields) {
    extensions.fieldErrors = Object.fromEntries(
      Object.entries(error.fields).map(([path, issue]) => [path, coded(issue)]),
    );
  }
  return extensions;
}

function isYogaHttpError(error: unknown): boolean {
  return error instanceof GraphQLError && typeof error.extensions.http === 'object';
}

/** A parse failure of a packages/validation schema. */
interface ArgsIssues {
  issues: Parameters<typeof validationError>[0];
}

/**
 * Parses resolver arguments with a packages/validation schema. A failure becomes a VALIDATION error whose
 * message is the first field's specification text, with every field coded (dotted paths such as
 * `application.submission.submissionDate`).
 */
export function validateArgs<T>(
  schema: {
    safeParse: (input: unknown) => { success: true; data: T } | { success: false; error: ArgsIssues };
  },
  input: unknown,
): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw validationError(result.error.issues);
}
