import type { DomainErrorCode } from './errors.ts';

// Default user-facing texts, in the product's words where it names them (docs/product.md, Messages and error codes), so that
// GraphQL and REST show the same words. A transport may still choose its own wording per code.
export const DOMAIN_ERROR_MESSAGES: Readonly<Record<DomainErrorCode, string>> = {
  INVALID_CREDENTIALS: 'Invalid email or password',
  UNAUTHENTICATED: 'Your session has expired. Please login again.',
  UNAUTHORIZED: 'unauthorized',
  FORBIDDEN: 'forbidden',
  SESSION_EXPIRED: 'Your session has expired. Please login again.',
  INVALID_TOKEN: 'This link is invalid or has expired.',
  TWO_FACTOR_REQUIRED: '2fa',
  INVALID_TWO_FACTOR_CODE: 'Invalid code',
  TWO_FACTOR_CODE_EXPIRED: 'The code has expired. Please request a new one.',
  TWO_FACTOR_TOO_MANY_ATTEMPTS: 'Too many attempts. Please request a new code.',
  NOT_FOUND: 'Not Found',
  VALIDATION: 'This field is invalid.',
  CONFLICT: 'Something went wrong',
  EMAIL_TAKEN: 'This email is already in use.',
  ORGANIZATION_NOT_FOUND: 'The organization id could not be found',
  USER_NOT_FOUND: 'User not found',
  FUNDER_NOT_FOUND: 'Funder not found',
  PROGRAM_NOT_FOUND: 'Program not found',
  GRANT_NOT_FOUND: 'Grant not found',
  APPLICATION_NOT_FOUND: 'Application not found',
  REPORT_NOT_FOUND: 'Report not found',
  FOLDER_NOT_FOUND: 'Folder not found',
  FILE_NOT_FOUND: 'File not found',
  CHAT_NOT_FOUND: 'Chat not found',
  FINE_TUNING_VERSION_NOT_FOUND: 'Fine-tuning version not found',
  ACTIVE_VERSION_NOT_DELETABLE: 'An active version cannot be deleted',
  NAME_TAKEN: 'A file with this name already exists in this folder.',
  FILE_TOO_LARGE: 'The file is larger than the upload limit.',
  FILE_TYPE_REFUSED: 'This type of file cannot be uploaded.',
  FOLDER_MOVE_INTO_ITSELF: 'A folder cannot be moved into itself or into one of its sub-folders.',
  DRIVE_NOT_CONFIGURED: 'This drive is not configured on the server',
  DRIVE_NOT_CONNECTED: 'This drive is not connected',
  RATE_LIMITED: 'Too many requests. Please try again later.',
  ASSISTANT_UNAVAILABLE: 'The assistant could not answer just now. Please try again.',
  ASSISTANT_BUSY: 'The assistant is answering other questions. Please try again in a moment.',
  ASSISTANT_TIMEOUT:
    'The assistant took too long to answer. Please try a shorter question or try again later.',
  LOCAL_MODEL_TOO_LARGE:
    "The assistant's local model needs more memory than this server allows. Please contact your administrator.",
  IDEMPOTENCY_KEY_REUSED: 'This request key was already used for a different request.',
  IDEMPOTENCY_KEY_IN_USE: 'This request is still being processed. Please try again shortly.',
  ASSISTANT_DATA_UNAVAILABLE:
    "The assistant cannot prepare your organisation's data right now. Please try again later or contact your administrator.",
  PERSONAL_ACCESS_TOKEN_NOT_FOUND: 'Access token not found',
  SESSION_REQUIRED: 'Sign in to do this: an access token cannot change account settings.',
  PERSONAL_ACCESS_TOKEN_LIMIT: 'You have reached the limit of access tokens. Revoke one first.',
  APPLICATION_NOT_AWARDED: 'The application is not awarded: mark it Awarded before reading its award letter.',
  NO_TEXT: 'No text could be read from this file. Pick a PDF, Word or text document.',
  OPPORTUNITY_NOT_FOUND: 'Opportunity not found',
  OPPORTUNITY_WITHOUT_CLOSE_DATE:
    'This opportunity has no close date yet: track it once Grants.gov states one.',
  FILINGS_PROVIDER_UNAVAILABLE:
    'ProPublica Nonprofit Explorer cannot be reached just now. Please try again later.',
  EIN_NOT_FOUND: 'No public filings are known for this EIN.',
  SAVED_SEARCH_NOT_FOUND: 'Saved search not found',
  SAVED_SEARCH_LIMIT: 'You have reached the limit of saved searches. Delete one first.',
  COMMENT_NOT_FOUND: 'Comment not found',
  COMMENT_NOT_YOURS: 'Only its author can change or delete a comment.',
  TASK_NOT_FOUND: 'Task not found',
  TASK_ASSIGNEE_NOT_IN_ORGANIZATION: 'The assignee must be a user of this organisation.',
  TASK_TARGET_CONFLICT: 'A task belongs to an application or to a funder, not to both.',
  IMPORT_NOT_FOUND: 'Import not found',
  IMPORT_FILE_UNREADABLE: 'This file could not be read. Upload a CSV or XLSX spreadsheet.',
  IMPORT_TOO_MANY_ROWS: 'This spreadsheet has more rows than one import takes.',
  IMPORT_UNDO_EXPIRED: 'An import can only be undone within 24 hours.',
  IMPORT_NOT_FINISHED: 'Wait for the import to finish before undoing it.',
  INTERNAL: 'Something went wrong',
};

export function domainErrorMessage(code: DomainErrorCode): string {
  return DOMAIN_ERROR_MESSAGES[code];
}
