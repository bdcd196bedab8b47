import type { FieldIssue, IssueParams } from './issue-codes.ts';

// Transports (GraphQL, REST) map these codes to status codes and user-facing messages in one place each;
// the domain never knows about HTTP or GraphQL.
export const DOMAIN_ERROR_CODES = [
  'INVALID_CREDENTIALS',
  'UNAUTHENTICATED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'SESSION_EXPIRED',
  'INVALID_TOKEN',
  'TWO_FACTOR_REQUIRED',
  'INVALID_TWO_FACTOR_CODE',
  'TWO_FACTOR_CODE_EXPIRED',
  'TWO_FACTOR_TOO_MANY_ATTEMPTS',
  'NOT_FOUND',
  'VALIDATION',
  'CONFLICT',
  'EMAIL_TAKEN',
  'ORGANIZATION_NOT_FOUND',
  'USER_NOT_FOUND',
  'FUNDER_NOT_FOUND',
  'PROGRAM_NOT_FOUND',
  'GRANT_NOT_FOUND',
  'APPLICATION_NOT_FOUND',
  'REPORT_NOT_FOUND',
  'FOLDER_NOT_FOUND',
  'FILE_NOT_FOUND',
  'CHAT_NOT_FOUND',
  'FINE_TUNING_VERSION_NOT_FOUND',
  'ACTIVE_VERSION_NOT_DELETABLE',
  'NAME_TAKEN',
  'FILE_TOO_LARGE',
  'FILE_TYPE_REFUSED',
  // A folder moved into itself or into one of its own sub-folders.
  'FOLDER_MOVE_INTO_ITSELF',
  'DRIVE_NOT_CONFIGURED',
  'DRIVE_NOT_CONNECTED',
  'RATE_LIMITED',
  'ASSISTANT_UNAVAILABLE',
  // The local model (docs/operations.md, Local model): answering another prompt, too slow, or too large to load.
  'ASSISTANT_BUSY',
  'ASSISTANT_TIMEOUT',
  'LOCAL_MODEL_TOO_LARGE',
  // An Idempotency-Key sent again with another request, or while its first request still runs.
  'IDEMPOTENCY_KEY_REUSED',
  'IDEMPOTENCY_KEY_IN_USE',
  'ASSISTANT_DATA_UNAVAILABLE',
  'PERSONAL_ACCESS_TOKEN_NOT_FOUND',
  // A personal access token used for what only a signed-in session may do (2FA, managing tokens).
  'SESSION_REQUIRED',
  'PERSONAL_ACCESS_TOKEN_LIMIT',
  // Reading an award letter: the application has no award yet, or the file yields no text.
  'APPLICATION_NOT_AWARDED',
  'NO_TEXT',
  // Find grants: an opportunity id the copy does not hold; tracking one that states no close date.
  'OPPORTUNITY_NOT_FOUND',
  'OPPORTUNITY_WITHOUT_CLOSE_DATE',
  // Funder research (docs/product.md, Funder research): the 990 provider failed, or knows no such EIN.
  'FILINGS_PROVIDER_UNAVAILABLE',
  'EIN_NOT_FOUND',
  // Saved searches (docs/product.md, Saved searches): not the caller's own (or absent); too many kept.
  'SAVED_SEARCH_NOT_FOUND',
  'SAVED_SEARCH_LIMIT',
  // History and comments (docs/product.md, History and comments): no such comment, or someone else's.
  'COMMENT_NOT_FOUND',
  'COMMENT_NOT_YOURS',
  // Tasks (docs/product.md, Tasks): the assignee is not a user of the task's organisation; a task names both
  // an application and a funder.
  'TASK_NOT_FOUND',
  'TASK_ASSIGNEE_NOT_IN_ORGANIZATION',
  'TASK_TARGET_CONFLICT',
  // Spreadsheet imports (docs/product.md, Importing a spreadsheet): an unknown import, a file that does not
  // read as CSV or XLSX, more rows than the cap, an undo after 24 hours or before the import ended.
  'IMPORT_NOT_FOUND',
  'IMPORT_FILE_UNREADABLE',
  'IMPORT_TOO_MANY_ROWS',
  'IMPORT_UNDO_EXPIRED',
  'IMPORT_NOT_FINISHED',
  'INTERNAL',
] as const;
export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

export interface DomainErrorOptions {
  /**
   * Field path → its coded issue (`{ code: 'REQUIRED', params: {}, message }`). Only coded issues are
   * typed: every field error reaching a client has a code (a bare string from untyped JavaScript is still
   * carried as text, without a code).
   */
  details?: Readonly<Record<string, FieldIssue>>;
  /** Values the client's translation of `code` interpolates (e.g. `{ limit: 300 }`). */
  params?: IssueParams;
  /**
   * VALIDATION only: the coded issue the message states. Defaults to the first coded field whose text
   * is the message (validateArgs and parseInput make the message the first field's).
   */
  issue?: FieldIssue;
  cause?: unknown;
}

/**
 * A failure a client may see. `code` names it (a DomainErrorCode), `params` fill its translation; a
 * VALIDATION error also carries `issue` (what its message says, coded) and per-field issues in `fields`.
 * `details` keeps the English text per field for clients that show the server's words.
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly code: DomainErrorCode;
  readonly params: IssueParams;
  /** Field path → English text (every field, coded or not). */
  readonly details: Readonly<Record<string, string>> | undefined;
  /** Field path → coded issue (only the fields given with a code). */
  readonly fields: Readonly<Record<string, FieldIssue>> | undefined;
  readonly issue: FieldIssue | undefined;

  constructor(code: DomainErrorCode, message: string = code, options: DomainErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.params = options.params ?? {};
    const { details, fields } = splitDetails(options.details);
    this.details = details;
    this.fields = fields;
    this.issue =
      options.issue ?? Object.values(fields ?? {}).find((field) => field.message === message) ?? undefined;
  }
}

function splitDetails(given: Readonly<Record<string, FieldIssue | string>> | undefined): {
  details: Record<string, string> | undefined;
  fields: Record<string, FieldIssue> | undefined;
} {
  if (given === undefined) return { details: undefined, fields: undefined };
  const details: Record<string, string> = {};
  const fields: Record<string, FieldIssue> = {};
  for (const [path, detail] of Object.entries(given)) {
    if (typeof detail === 'string') details[path] = detail;
    else {
      details[path] = detail.message;
      fields[path] = detail;
    }
  }
  return { details, fields: Object.keys(fields).length > 0 ? fields : undefined };
}

export function isDomainError(value: unknown): value is DomainError {
  return value instanceof DomainError;
}

export function isDomainErrorCode(value: unknown): value is DomainErrorCode {
  return typeof value === 'string' && (DOMAIN_ERROR_CODES as readonly string[]).includes(value);
}
