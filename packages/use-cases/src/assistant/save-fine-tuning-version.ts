import { withTenant } from '@grantflow/db/client';
import {
  type DatabaseFineTuningRecord,
  type DocumentFineTuningRecord,
  disableOtherFineTuningVersions,
  type FineTuningKind,
  type FineTuningRecord,
  insertFineTuningVersion,
  listFineTuningVersions,
  updateFineTuningVersion,
} from '@grantflow/db/repositories/fine-tuning';
import type { Role } from '@grantflow/domain/shared/enums';
import { DomainError } from '@grantflow/domain/shared/errors';
import type { AssistantDeps } from './assistant-deps.ts';
import { assertCanWriteFineTuning } from './fine-tuning-access.ts';

type Editable<R> = Omit<R, 'id' | 'organizationId' | 'userId' | 'authoredByUserId'>;
export type FineTuningFields<K extends FineTuningKind> = K extends 'documents'
  ? Editable<DocumentFineTuningRecord>
  : Editable<DatabaseFineTuningRecord>;

export interface SaveFineTuningVersionInput<K extends FineTuningKind> {
  organizationId: number;
  actor: { userId: number; role: Role };
  kind: K;
  /** Present: update that version (FINE_TUNING_VERSION_NOT_FOUND when the organisation has none such). */
  id?: number | undefined;
  fields: FineTuningFields<K>;
}

/**
 * Creates or updates a version (admins only). Saving one as active disables every other version of the
 * kind in the same transaction (docs/product.md, Fine-tuning versions: one active). The author is the caller; database versions carry user 0.
 */
export async function saveFineTuningVersion<K extends FineTuningKind>(
  deps: Pick<AssistantDeps, 'db'>,
  input: SaveFineTuningVersionInput<K>,
): Promise<{ id: number; list: FineTuningRecord<K>[] }> {
  assertCanWriteFineTuning(input.actor.role);
  const { organizationId, kind } = input;
  const owner = kind === 'documents' ? input.actor.userId : 0;
  const fields = { ...input.fields, userId: owner, authoredByUserId: input.actor.userId };
  return withTenant(deps.db, organizationId, async (tx) => {
    if (fields.remarks === 'active')
      await disableOtherFineTuningVersions(tx, kind, organizationId, input.id ?? null);
    let id = input.id;
    if (id === undefined) {
      id = await insertFineTuningVersion(tx, kind, organizationId, fields as never);
    } else if (!(await updateFineTuningVersion(tx, kind, organizationId, id, fields as never))) {
      throw new DomainError('FINE_TUNING_VERSION_NOT_FOUND');
    }
    return { id, list: await listFineTuningVersions(tx, kind, organizationId) };
  });
}
