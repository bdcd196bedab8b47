import { DOMAIN_ERROR_MESSAGES } from '@grantflow/domain/shared/error-messages';
import { type DomainError, isDomainError } from '@grantflow/domain/shared/errors';
import type { FieldIssue } from '@grantflow/domain/shared/issue-codes';
import { isDatabaseUnavailable, UNAVAILABLE_RETRY_AFTER_SECONDS } from '@grantflow/service/pg';
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
  /** Gets failures that mean the database is unreachable (answered 503); logged at warn, not as a bug. */
  onUnavailable?: (error: unknown) => void;
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
    // Yoga's own HTTP-level errors (bad JSON, wrong method) carry an http extension and a safe message;
    // rebuilt so that nothing but that message, a code and the status reaches the client (no originalError).
    const http = graphQLError && yogaHttpExtension(graphQLError.originalError ?? graphQLError);
    if (graphQLError && http) {
      return new GraphQLError(graphQLError.message, {
        extensions: { code: httpErrorCode(graphQLError), http },
      });
    }
    // PostgreSQL down or restarting: 503 and Retry-After, so clients retry.
    if (isDatabaseUnavailable(original ?? error)) {
      options.onUnavailable?.(original ?? error);
      return new GraphQLError(GENERIC_ERROR_MESSAGE, {
        ...position,
        extensions: {
          code: 'UNAVAILABLE',
          http: { status: 503, headers: { 'Retry-After': String(UNAVAILABLE_RETRY_AFTER_SECONDS) } },
        },
      });
    }
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

interface HttpExtension {
  status?: number;
  headers?: Record<string, string>;
}

function yogaHttpExtension(error: unknown): HttpExtension | undefined {
  if (!(error instanceof GraphQLError)) return undefined;
  const http = error.extensions.http;
  return typeof http === 'object' && http !== null ? (http as HttpExtension) : undefined;
}

function httpErrorCode(error: GraphQLError): string {
  const code = error.extensions.code ?? (error.originalError as GraphQLError | undefined)?.extensions?.code;
  return typeof code === 'string' ? code : 'BAD_REQUEST';
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
