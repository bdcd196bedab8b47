// Coded failures of this package. Callers map codes to answers in one place (413 for TOO_LARGE,
// 404 for NOT_FOUND, 400 for the rest); the messages are for logs, never parsed.
export const STORAGE_ERROR_CODES = [
  'INVALID_KEY',
  'INVALID_CONTENT_TYPE',
  'TOO_LARGE',
  'NOT_FOUND',
  'STORAGE_CONFIG',
  'STORAGE_UNAVAILABLE',
] as const;
export type StorageErrorCode = (typeof STORAGE_ERROR_CODES)[number];

export class StorageError extends Error {
  override readonly name = 'StorageError';
  constructor(
    readonly code: StorageErrorCode,
    message: string,
    readonly params: Readonly<Record<string, string | number>> = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isStorageError(error: unknown, code?: StorageErrorCode): error is StorageError {
  return error instanceof StorageError && (code === undefined || error.code === code);
}
