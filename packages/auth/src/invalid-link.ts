import { DomainError } from '@grantflow/domain/shared/errors';
import { FIELD_ISSUES } from '@grantflow/domain/shared/issue-codes';

/** The one answer for a verification or reset link that is unknown, used or expired. */
export const INVALID_LINK_MESSAGE = FIELD_ISSUES.invalidLink.message;

export function invalidLink(): DomainError {
  return new DomainError('VALIDATION', INVALID_LINK_MESSAGE, {
    details: { token: FIELD_ISSUES.invalidLink },
  });
}
