import { withTenant } from '@grantflow/db/client';
import { type FileIndexStatus, fileIndexStatuses } from '@grantflow/db/repositories/file-index-status';
import type { TenantUseCaseOptions } from '../shared/use-case-options.ts';

export type { FileIndexStatus };

/**
 * How the assistant read each of the organisation's files among `fileIds` (absent: not read yet), so the
 * documents screen can say which files the assistant could not use, and why, in one read per folder.
 */
export function getFileIndexStatuses(
  options: TenantUseCaseOptions & { fileIds: readonly number[] },
): Promise<Map<number, FileIndexStatus>> {
  const { db, organization, fileIds } = options;
  if (fileIds.length === 0) return Promise.resolve(new Map());
  return withTenant(db, organization.id, (tx) => fileIndexStatuses(tx, organization.id, fileIds));
}
