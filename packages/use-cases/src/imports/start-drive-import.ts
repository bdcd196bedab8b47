import type { Db } from '@grantflow/db/client';
import { withTenant } from '@grantflow/db/client';
import { findDriveConnection } from '@grantflow/db/repositories/drive-connections';
import { assertFunderExists } from '@grantflow/db/repositories/funders';
import { insertImportJob } from '@grantflow/db/repositories/imports';
import { parseWireFolderPath, storedFolderPath } from '@grantflow/domain/documents/document-paths';
import { importedName } from '@grantflow/domain/documents/imported-names';
import type { DriveProvider } from '@grantflow/domain/shared/enums';
import { DomainError } from '@grantflow/domain/shared/errors';
import { driveImportRequestSchema } from '@grantflow/validation/drive-import';
import { assertConfigured, assertSelf, type DriveCaller } from './drive-access.ts';
import type { DriveGateway } from './drive-gateway.ts';

/** What the queued job carries: ids only, never a token (SECURITY.md, row 15). */
export interface DriveImportPayload {
  organizationId: number;
  importJobId: number;
  provider: DriveProvider;
  /** The picked item's provider id and whether it is a folder (imported recursively). */
  itemId: string;
  itemType: 'file' | 'folder';
}

/**
 * POST /api/{drive}/import: records the import job (PENDING) and queues it. Access is checked before the
 * body is (a foreign funder id is FUNDER_NOT_FOUND whatever else is wrong).
 */
export async function startDriveImport(options: {
  db: Db;
  drives: DriveGateway;
  caller: DriveCaller;
  provider: DriveProvider;
  body: unknown;
  enqueue: (payload: DriveImportPayload) => Promise<void>;
}): Promise<{ message: string; importJobId: number }> {
  const { db, caller, provider } = options;
  const parsed = driveImportRequestSchema.safeParse(options.body);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new DomainError('VALIDATION', `${first?.path.join('.') || 'body'}: ${first?.message ?? 'invalid'}`);
  }
  const request = parsed.data;
  assertSelf(caller, request.user_id);
  const path = parseWireFolderPath(request.path);

  const importJobId = await withTenant(db, caller.organizationId, async (tx) => {
    // Access first: another organisation's funder is FUNDER_NOT_FOUND whatever else is wrong.
    await assertFunderExists(tx, caller.organizationId, request.funder_id);
    if (!path.ok) {
      throw new DomainError('VALIDATION', `path: ${path.problem}`, { params: { problem: path.problem } });
    }
    assertConfigured(options.drives, provider);
    const connection = await findDriveConnection(tx, { ...caller, provider });
    if (!connection) throw new DomainError('DRIVE_NOT_CONNECTED');
    return insertImportJob(tx, {
      organizationId: caller.organizationId,
      userId: caller.userId,
      provider,
      funderId: request.funder_id,
      folderPath: storedFolderPath(path.segments),
      docName: importedName(request.doc_name),
    });
  });
  await options.enqueue({
    organizationId: caller.organizationId,
    importJobId,
    provider,
    itemId: request.doc_id,
    itemType: request.doc_type,
  });
  return { message: `Import of ${importedName(request.doc_name)} started`, importJobId };
}
