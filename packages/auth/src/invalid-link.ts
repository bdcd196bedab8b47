import { DomainError } from '@grantflow/domain/shared/errors';

/** The one answer for a verification or reset link that is unknown, used or expired. */
export const INVALID_LINK_MESSAGE = 'This link is invalid or has expired.';

export function invalidLink(): DomainError {
  return new DomainError('VALIDATION', INVALID_LINK_MESSAGE, { details: { token: INVALID_LINK_MESSAGE } });
}
