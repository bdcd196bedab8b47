import { DomainError, type DomainErrorCode } from '@grantflow/domain/shared/errors';

/** A positive integer id from a path or body, or the given not-found code (a malformed id looks absent). */
export function idOf(value: unknown, notFound: DomainErrorCode): number {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^[1-9][0-9]{0,9}$/.test(text) || Number(text) > 2_147_483_647) throw new DomainError(notFound);
  return Number(text);
}
