import { withTenant } from '@grantflow/db/client';
import {
  disableOtherFineTuningVersions,
  type FineTuningKind,
  findFineTuningVersion,
  updateFineTuningVersion,
} from '@grantflow/db/repositories/fine-tuning';
import type { Role } from '@grantflow/domain/shared/enums';
import { DomainError } from '@grantflow/domain/shared/errors';
import type { AssistantDeps } from './assistant-deps.ts';
import { assertCanWriteFineTuning } from './fine-tuning-access.ts';

/** Makes the version the active one and disables the others, in one transaction (admins only). */
export async function activateFineTuningVersion(
  deps: Pick<AssistantDeps, 'db'>,
  input: { organizationId: number; role: Role; kind: FineTuningKind; id: number },
): Promise<void> {
  assertCanWriteFineTuning(input.role);
  await withTenant(deps.db, input.organizationId, async (tx) => {
    const version = await findFineTuningVersion(tx, input.kind, input.organizationId, input.id);
    if (!version) throw new DomainError('FINE_TUNING_VERSION_NOT_FOUND');
    await disableOtherFineTuningVersions(tx, input.kind, input.organizationId, input.id);
    await updateFineTuningVersion(tx, input.kind, input.organizationId, input.id, { remarks: 'active' });
  });
}
