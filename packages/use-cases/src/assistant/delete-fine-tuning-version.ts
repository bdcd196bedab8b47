import { withTenant } from '@grantflow/db/client';
import {
  deleteFineTuningVersion as deleteRow,
  type FineTuningKind,
  findFineTuningVersion,
} from '@grantflow/db/repositories/fine-tuning';
import { canDeleteVersion } from '@grantflow/domain/fine-tuning/activate-version';
import type { Role } from '@grantflow/domain/shared/enums';
import { DomainError } from '@grantflow/domain/shared/errors';
import type { AssistantDeps } from './assistant-deps.ts';
import { assertCanWriteFineTuning } from './fine-tuning-access.ts';

/**
 * Deletes a version (admins only) and returns its name for the toast. The active database version
 * cannot be deleted (ACTIVE_VERSION_NOT_DELETABLE; docs/product.md, Fine-tuning versions); a document version can.
 */
export async function deleteFineTuningVersion(
  deps: Pick<AssistantDeps, 'db'>,
  input: { organizationId: number; role: Role; kind: FineTuningKind; id: number },
): Promise<{ id: number; version: string }> {
  assertCanWriteFineTuning(input.role);
  return withTenant(deps.db, input.organizationId, async (tx) => {
    const version = await findFineTuningVersion(tx, input.kind, input.organizationId, input.id);
    if (!version) throw new DomainError('FINE_TUNING_VERSION_NOT_FOUND');
    if (input.kind === 'database' && !canDeleteVersion(version))
      throw new DomainError('ACTIVE_VERSION_NOT_DELETABLE');
    await deleteRow(tx, input.kind, input.organizationId, input.id);
    return { id: version.id, version: version.version };
  });
}
