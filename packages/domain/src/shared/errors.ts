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
  'DRIVE_NOT_CONFIGURED',
  'DRIVE_NOT_CONNECTED',
  'RATE_LIMITED',
  'INTERNAL',
] as const;
export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

export interface DomainErrorOptions {
  /** Field name → message, for VALIDATION errors that concern specific fields. */
  details?: Readonly<Record<string, string>>;
  cause?: unknown;
}

export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly code: DomainErrorCode;
  readonly details: Readonly<Record<string, string>> | undefined;

  constructor(code: DomainErrorCode, message: string = code, options: DomainErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.details = options.details;
  }
}

export function isDomainError(value: unknown): value is DomainError {
  return value instanceof DomainError;
}

export function isDomainErrorCode(value: unknown): value is DomainErrorCode {
  return typeof value === 'string' && (DOMAIN_ERROR_CODES as readonly string[]).includes(value);
}
