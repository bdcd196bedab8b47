import { join } from 'node:path';
import { withTenant } from '@grantflow/db/client';
import { ensureSnapshot } from '@grantflow/db/data-snapshot/build-snapshot';
import { readOrganizationData } from '@grantflow/db/repositories/organization-data';
import { DomainError } from '@grantflow/domain/shared/errors';
import type { AssistantDeps } from './assistant-deps.ts';

// Failures of the folder or disk the copies live on (a read-only or foreign-owned volume, a full disk),
// from the file system or from SQLite writing the copy: the operator's to fix, not a bug of the request.
// Node's recursive mkdir on a read-only overlay root (a container's) fails with ENOENT, not EROFS.
const UNWRITABLE =
  /^(EACCES|EPERM|EROFS|ENOENT|ENOSPC|EDQUOT|ENOTDIR|EEXIST|SQLITE_(CANTOPEN|READONLY|FULL|IOERR|PERM)\w*)$/;

function isUnwritable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && UNWRITABLE.test(code);
}

/**
 * The path of the organisation's read-only SQLite copy, current with its data: the rows are read in the
 * tenant transaction (this organisation alone) and a new copy is written only when they changed.
 * ASSISTANT_DATA_UNAVAILABLE when DATA_DIR/assistant cannot be written.
 */
export async function organizationDataCopy(
  deps: Pick<AssistantDeps, 'db' | 'dataDirectory'>,
  organizationId: number,
): Promise<string> {
  const data = await withTenant(deps.db, organizationId, (tx) => readOrganizationData(tx, organizationId));
  const directory = join(deps.dataDirectory, 'assistant');
  try {
    return ensureSnapshot(directory, organizationId, data);
  } catch (error) {
    if (!isUnwritable(error)) throw error;
    throw new DomainError(
      'ASSISTANT_DATA_UNAVAILABLE',
      `cannot write the assistant's data copies under ${directory}`,
      { cause: error },
    );
  }
}
