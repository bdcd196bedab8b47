import {
  folderName,
  folderPathWithAncestors,
  uniqueDocumentName,
} from '@grantflow/domain/documents/document-paths';
import type { DriveProvider, ImportStatus } from '@grantflow/domain/shared/enums';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { files, folders } from '../schema/documents.ts';
import { importFiles, importJobs } from '../schema/imports.ts';

// Drive imports: jobs, their files, and the one transaction per imported file that inserts the
// `files` row and marks the import file done. Run inside `withTenant`: every statement names the
// organisation too, so a wrong setting finds nothing rather than another tenant's rows.

export interface ImportJobInput {
  organizationId: number;
  userId: number;
  provider: DriveProvider;
  funderId: number;
  /** Stored folder path ('/' or '/a/b') the import lands under. */
  folderPath: string;
  docName: string;
}

export interface ImportFileRecord {
  id: number;
  jobId: number;
  fileName: string;
  folderPath: string;
  status: ImportStatus;
  errorMessage: string | null;
}

export interface ImportJobRecord {
  id: number;
  userId: number | null;
  provider: DriveProvider;
  funderId: number | null;
  folderPath: string;
  docName: string;
  status: ImportStatus;
  totalFiles: number;
  processedFiles: number;
  failedFiles: number;
  errorMessage: string | null;
  createdAt: Date;
}

const jobColumns = {
  id: importJobs.id,
  userId: importJobs.userId,
  provider: importJobs.provider,
  funderId: importJobs.funderId,
  folderPath: importJobs.folderPath,
  docName: importJobs.docName,
  status: importJobs.status,
  totalFiles: importJobs.totalFiles,
  processedFiles: importJobs.processedFiles,
  failedFiles: importJobs.failedFiles,
  errorMessage: importJobs.errorMessage,
  createdAt: importJobs.createdAt,
};

export async function insertImportJob(tx: DbExecutor, input: ImportJobInput): Promise<number> {
  const [row] = await tx.insert(importJobs).values(input).returning({ id: importJobs.id });
  if (!row) throw new Error('insert into import_jobs returned no row');
  return row.id;
}

export async function findImportJob(
  tx: DbExecutor,
  organizationId: number,
  jobId: number,
): Promise<ImportJobRecord | null> {
  const [row] = await tx
    .select(jobColumns)
    .from(importJobs)
    .where(and(eq(importJobs.organizationId, organizationId), eq(importJobs.id, jobId)));
  return row ?? null;
}

/** A funder's jobs of one provider, newest first, each with its files (two statements, no N+1). */
export async function listImportJobs(
  tx: DbExecutor,
  options: { organizationId: number; funderId: number; provider: DriveProvider; limit: number },
): Promise<Array<ImportJobRecord & { files: ImportFileRecord[] }>> {
  const jobs = await tx
    .select(jobColumns)
    .from(importJobs)
    .where(
      and(
        eq(importJobs.organizationId, options.organizationId),
        eq(importJobs.funderId, options.funderId),
        eq(importJobs.provider, options.provider),
      ),
    )
    .orderBy(desc(importJobs.createdAt), desc(importJobs.id))
    .limit(options.limit);
  if (jobs.length === 0) return [];
  const rows = await tx
    .select({
      id: importFiles.id,
      jobId: importFiles.jobId,
      fileName: importFiles.fileName,
      folderPath: importFiles.folderPath,
      status: importFiles.status,
      errorMessage: importFiles.errorMessage,
    })
    .from(importFiles)
    .where(
      and(
        eq(importFiles.organizationId, options.organizationId),
        inArray(
          importFiles.jobId,
          jobs.map((job) => job.id),
        ),
      ),
    )
    .orderBy(importFiles.folderPath, importFiles.fileName, importFiles.id);
  const byJob = new Map<number, ImportFileRecord[]>();
  for (const row of rows) byJob.set(row.jobId, [...(byJob.get(row.jobId) ?? []), row]);
  return jobs.map((job) => ({ ...job, files: byJob.get(job.id) ?? [] }));
}

export async function anyImportInProgress(
  tx: DbExecutor,
  options: { organizationId: number; funderId: number; provider: DriveProvider },
): Promise<boolean> {
  const [row] = await tx
    .select({ id: importJobs.id })
    .from(importJobs)
    .where(
      and(
        eq(importJobs.organizationId, options.organizationId),
        eq(importJobs.funderId, options.funderId),
        eq(importJobs.provider, options.provider),
        inArray(importJobs.status, ['PENDING', 'IN_PROGRESS']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export interface ListedImportFile {
  providerFileId: string;
  revision: string;
  fileName: string;
  /** Stored folder path the file lands in. */
  folderPath: string;
  mimeType: string;
  sizeBytes: number | null;
}

/**
 * Records the files a job found at the provider and starts the job, once: a job that is no longer
 * PENDING (a re-delivered job) is left as it is and false returned. A file already imported in the
 * same revision by an earlier job stays with that job and counts as processed here (SECURITY.md, row 12); one
 * that failed earlier is taken over and tried again.
 */
export async function startImportJob(
  tx: DbExecutor,
  options: { organizationId: number; jobId: number; provider: DriveProvider; files: ListedImportFile[] },
): Promise<boolean> {
  const { organizationId, jobId, provider } = options;
  const [job] = await tx
    .select({ status: importJobs.status })
    .from(importJobs)
    .where(and(eq(importJobs.organizationId, organizationId), eq(importJobs.id, jobId)))
    .for('update');
  if (job?.status !== 'PENDING') return false;
  let claimed = 0;
  // Batches keep the statement's parameters under PostgreSQL's 65535.
  for (let start = 0; start < options.files.length; start += 1000) {
    const batch = options.files.slice(start, start + 1000);
    const rows = await tx
      .insert(importFiles)
      .values(batch.map((file) => ({ ...file, organizationId, jobId, provider, status: 'PENDING' as const })))
      .onConflictDoUpdate({
        target: [
          importFiles.organizationId,
          importFiles.provider,
          importFiles.providerFileId,
          importFiles.revision,
        ],
        set: {
          jobId: sql`excluded.job_id`,
          fileName: sql`excluded.file_name`,
          folderPath: sql`excluded.folder_path`,
          status: 'PENDING',
          errorMessage: null,
        },
        setWhere: eq(importFiles.status, 'FAILED'),
      })
      .returning({ id: importFiles.id });
    claimed += rows.length;
  }
  await tx
    .update(importJobs)
    .set({
      status: 'IN_PROGRESS',
      totalFiles: options.files.length,
      // Already imported by an earlier job: nothing to do, counted as done.
      processedFiles: options.files.length - claimed,
    })
    .where(and(eq(importJobs.organizationId, organizationId), eq(importJobs.id, jobId)));
  return true;
}

export interface PendingImportFile {
  id: number;
  providerFileId: string;
  fileName: string;
  folderPath: string;
  mimeType: string | null;
  sizeBytes: number | null;
}

/** The job's files still to import (a re-delivered job resumes with these). */
export async function pendingImportFiles(
  tx: DbExecutor,
  organizationId: number,
  jobId: number,
): Promise<PendingImportFile[]> {
  return tx
    .select({
      id: importFiles.id,
      providerFileId: importFiles.providerFileId,
      fileName: importFiles.fileName,
      folderPath: importFiles.folderPath,
      mimeType: importFiles.mimeType,
      sizeBytes: importFiles.sizeBytes,
    })
    .from(importFiles)
    .where(
      and(
        eq(importFiles.organizationId, organizationId),
        eq(importFiles.jobId, jobId),
        inArray(importFiles.status, ['PENDING', 'IN_PROGRESS']),
        isNull(importFiles.fileId),
      ),
    )
    .orderBy(importFiles.id);
}

/** Locks an import file still to do; null when it is done, failed or gone (a concurrent delivery won). */
async function lockPendingImportFile(tx: DbExecutor, organizationId: number, importFileId: number) {
  const [row] = await tx
    .select({ jobId: importFiles.jobId, status: importFiles.status })
    .from(importFiles)
    .where(and(eq(importFiles.organizationId, organizationId), eq(importFiles.id, importFileId)))
    .for('update');
  return row && (row.status === 'PENDING' || row.status === 'IN_PROGRESS') ? row : null;
}

async function ensureFolders(tx: DbExecutor, organizationId: number, funderId: number, stored: string) {
  const paths = folderPathWithAncestors(stored);
  if (paths.length === 0) return;
  await tx
    .insert(folders)
    .values(paths.map((path) => ({ organizationId, funderId, path, name: folderName(path) })))
    .onConflictDoNothing();
}

export interface ImportedFileInput {
  organizationId: number;
  funderId: number;
  importFileId: number;
  storageKey: string;
  sizeBytes: number;
  mimeType: string;
}

/**
 * The one transaction per imported file: the ancestor folders (if missing), the `files` row under a name
 * free in its folder, the import file COMPLETED with its file id, the job's progress. Returns the new
 * file's id, or null when the import file was already finished (the caller then drops its object).
 */
export async function recordImportedFile(
  tx: DbExecutor,
  input: ImportedFileInput,
): Promise<{ fileId: number; name: string } | null> {
  const { organizationId, funderId } = input;
  const pending = await lockPendingImportFile(tx, organizationId, input.importFileId);
  if (!pending) return null;
  const [target] = await tx
    .select({ fileName: importFiles.fileName, folderPath: importFiles.folderPath })
    .from(importFiles)
    .where(and(eq(importFiles.organizationId, organizationId), eq(importFiles.id, input.importFileId)));
  if (!target) return null;
  await ensureFolders(tx, organizationId, funderId, target.folderPath);
  // Serialises name choices in one folder, so two files landing on the same name do not both pick it.
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`files:${organizationId}:${funderId}:${target.folderPath}`}, 0))`,
  );
  const taken = await tx
    .select({ name: files.name })
    .from(files)
    .where(
      and(
        eq(files.organizationId, organizationId),
        eq(files.funderId, funderId),
        eq(files.folderPath, target.folderPath),
      ),
    );
  const name = uniqueDocumentName(
    target.fileName,
    taken.map((row) => row.name),
  );
  const [file] = await tx
    .insert(files)
    .values({
      organizationId,
      funderId,
      folderPath: target.folderPath,
      name,
      storageKey: input.storageKey,
      sizeBytes: input.sizeBytes,
      mimeType: input.mimeType,
    })
    .returning({ id: files.id });
  if (!file) throw new Error('insert into files returned no row');
  await tx
    .update(importFiles)
    .set({ status: 'COMPLETED', fileId: file.id, errorMessage: null })
    .where(and(eq(importFiles.organizationId, organizationId), eq(importFiles.id, input.importFileId)));
  await tx
    .update(importJobs)
    .set({ processedFiles: sql`${importJobs.processedFiles} + 1` })
    .where(and(eq(importJobs.organizationId, organizationId), eq(importJobs.id, pending.jobId)));
  return { fileId: file.id, name };
}

/** Marks one import file FAILED with the reason the user sees; false when it was already finished. */
export async function failImportFile(
  tx: DbExecutor,
  options: { organizationId: number; importFileId: number; message: string },
): Promise<boolean> {
  const pending = await lockPendingImportFile(tx, options.organizationId, options.importFileId);
  if (!pending) return false;
  await tx
    .update(importFiles)
    .set({ status: 'FAILED', errorMessage: options.message })
    .where(
      and(eq(importFiles.organizationId, options.organizationId), eq(importFiles.id, options.importFileId)),
    );
  await tx
    .update(importJobs)
    .set({ failedFiles: sql`${importJobs.failedFiles} + 1` })
    .where(and(eq(importJobs.organizationId, options.organizationId), eq(importJobs.id, pending.jobId)));
  return true;
}

/**
 * Ends a job whose files are all finished: COMPLETED unless every file failed (FAILED). With
 * `errorMessage` the job fails as a whole (listing refused, drive disconnected, attempts used up).
 */
export async function finishImportJob(
  tx: DbExecutor,
  options: { organizationId: number; jobId: number; errorMessage?: string },
): Promise<ImportStatus | null> {
  const { organizationId, jobId } = options;
  const where = and(eq(importJobs.organizationId, organizationId), eq(importJobs.id, jobId));
  if (options.errorMessage !== undefined) {
    await tx
      .update(importJobs)
      .set({ status: 'FAILED', errorMessage: options.errorMessage, finishedAt: new Date() })
      .where(and(where, inArray(importJobs.status, ['PENDING', 'IN_PROGRESS'])));
    return 'FAILED';
  }
  const [job] = await tx
    .select({
      total: importJobs.totalFiles,
      processed: importJobs.processedFiles,
      failed: importJobs.failedFiles,
    })
    .from(importJobs)
    .where(where)
    .for('update');
  if (!job || job.processed + job.failed < job.total) return null;
  const status: ImportStatus = job.total > 0 && job.failed === job.total ? 'FAILED' : 'COMPLETED';
  await tx
    .update(importJobs)
    .set({
      status,
      finishedAt: new Date(),
      errorMessage: status === 'FAILED' ? 'None of the files could be imported.' : null,
    })
    .where(and(where, eq(importJobs.status, 'IN_PROGRESS')));
  return status;
}
