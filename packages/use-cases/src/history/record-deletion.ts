import type { DbTransaction } from '@grantflow/db/client';
import { subjectFunder } from '@grantflow/db/repositories/history';
import type { HistorySubject } from '@grantflow/domain/history/history-subjects';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';
import { recordChange } from './record-change.ts';

/**
 * The DELETED entry of a record about to be deleted, written in the delete's transaction before the delete
 * (the funder it belongs to is read while it exists); a delete that fails rolls the entry back with it. An
 * absent record records nothing (the delete itself answers *_NOT_FOUND).
 */
export async function recordDeletion(
  tx: DbTransaction,
  options: Pick<TenantUseCaseOptions, 'organization' | 'actorId'>,
  subject: HistorySubject,
): Promise<void> {
  const owner = await subjectFunder(tx, options.organization.id, subject);
  if (!owner) return;
  await recordChange({
    tx,
    organizationId: options.organization.id,
    subject,
    funderId: owner.funderId,
    userId: options.actorId,
    before: {},
    after: null,
    fields: [],
  });
}
