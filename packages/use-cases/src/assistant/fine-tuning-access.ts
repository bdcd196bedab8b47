import type { Role } from '@grantflow/domain/shared/enums';
import { DomainError } from '@grantflow/domain/shared/errors';

/** Fine-tuning versions are written by administrators only (docs/product.md, Users and roles: only they see the buttons). */
export function assertCanWriteFineTuning(role: Role): void {
  if (role !== 'ADMIN') throw new DomainError('FORBIDDEN');
}
