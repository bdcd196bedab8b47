import type { Db } from '@grantflow/db/client';
import { withTenant } from '@grantflow/db/client';
import { assertFunderExists } from '@grantflow/db/repositories/funders';
import { anyImportInProgress, listImportJobs } from '@grantflow/db/repositories/imports';
import { wireFolderPath } from '@grantflow/domain/documents/document-paths';
import type { DriveProvider } from '@grantflow/domain/shared/enums';
import type { ImportJobRow } from '@grantflow/validation/drive-wire';
import type { DriveCaller } from './drive-access.ts';

/** How many jobs the import-history modal shows (newest first). */
export const IMPORT_HISTORY_LIMIT = 50;

/** The wire shape of an import job and its files (snake_case, as the drive calls; docs/product.md, REST calls). */
export type ImportJobView = ImportJobRow;

/** GET /api/{drive}/imports/{funderId}: the funder's import jobs with their files. */
export async function listDriveImports(options: {
  db: Db;
  caller: DriveCaller;
  provider: DriveProvider;
  funderId: number;
}): Promise<ImportJobView[]> {
  const { caller } = options;
  const jobs = await withTenant(options.db, caller.organizationId, async (tx) => {
    await assertFunderExists(tx, caller.organizationId, options.funderId);
    return listImportJobs(tx, {
      organizationId: caller.organizationId,
      funderId: options.funderId,
      provider: options.provider,
      limit: IMPORT_HISTORY_LIMIT,
    });
  });
  return jobs.map((job) => ({
    id: job.id,
    doc_name: job.docName,
    status: job.status,
    total_files: job.totalFiles,
    processed_files: job.processedFiles,
    failed_files: job.failedFiles,
    error_message: job.errorMessage,
    inserted_at: job.createdAt.toISOString(),
    files: job.files.map((file) => ({
      id: file.id,
      job_id: file.jobId,
      file_name: file.fileName,
      folder_path: wireFolderPath(file.folderPath),
      status: file.status,
      error_message: file.errorMessage,
    })),
  }));
}

/** GET /api/{drive}/any-in-progress/{funderId}. */
export async function anyDriveImportInProgress(options: {
  db: Db;
  caller: DriveCaller;
  provider: DriveProvider;
  funderId: number;
}): Promise<boolean> {
  const { caller } = options;
  return withTenant(options.db, caller.organizationId, async (tx) => {
    await assertFunderExists(tx, caller.organizationId, options.funderId);
    return anyImportInProgress(tx, { ...options, organizationId: caller.organizationId });
  });
}
