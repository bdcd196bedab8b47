import { withTenant } from '@grantflow/db/client';
import {
  type FineTuningKind,
  type FineTuningRecord,
  listFineTuningVersions as listRows,
} from '@grantflow/db/repositories/fine-tuning';
import type { AssistantDeps } from './assistant-deps.ts';

/** The organisation's document or database fine-tuning versions, oldest first (any member may read them). */
export function listFineTuningVersions<K extends FineTuningKind>(
  deps: Pick<AssistantDeps, 'db'>,
  input: { organizationId: number; kind: K },
): Promise<FineTuningRecord<K>[]> {
  return withTenant(deps.db, input.organizationId, (tx) => listRows(tx, input.kind, input.organizationId));
}
