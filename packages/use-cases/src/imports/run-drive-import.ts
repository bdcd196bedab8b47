import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { type Db, withTenant } from '@grantflow/db/client';
import { findDriveConnection } from '@grantflow/db/repositories/drive-connections';
import {
  failImportFile,
  findImportJob,
  finishImportJob,
  type ListedImportFile,
  type PendingImportFile,
  pendingImportFiles,
  recordImportedFile,
  startImportJob,
} from '@grantflow/db/repositories/imports';
import { storedFolderPath, wireFolderPath } from '@grantflow/domain/documents/document-paths';
import { importedName } from '@grantflow/domain/documents/imported-names';
import { isStorageError } from '@grantflow/storage/errors';
import type { FileStorage } from '@grantflow/storage/file-storage';
import { newObjectKey } from '@grantflow/storage/keys';
import {
  ALLOWED_UPLOAD_TYPES,
  peekStream,
  sniffContentType,
  uploadContentType,
} from '@grantflow/storage/sniff';
import {
  DriveDisconnectedError,
  DriveFileError,
  type DriveGateway,
  type DriveItem,
  type DriveSession,
} from './drive-gateway.ts';
import type { DriveImportPayload } from './start-drive-import.ts';

export interface RunDriveImportOptions {
  db: Db;
  drives: DriveGateway;
  storage: FileStorage;
  payload: DriveImportPayload;
  /** MAX_UPLOAD_MB in bytes: checked on the provider's metadata before download, and while streaming. */
  maxBytes: number;
  /** Files downloaded at once within this job. */
  concurrency: number;
  /** Milliseconds without a byte after which a download is given up (default 60 s). */
  idleTimeoutMs?: number;
  /** Announces a stored file on the file-events queue (idempotent per stamp). */
  publishStored: (event: { organizationId: number; fileId: number; stamp: string }) => Promise<void>;
}

const MB = 1024 * 1024;

/** A download that sends nothing for this long is given up (the file fails; the job goes on). */
const IDLE_TIMEOUT_MS = 60_000;

/** `body` through an idle watch; an error on either side reaches the other (pipeline). */
function watched(body: Readable, ms: number): Transform {
  const watch = idleTimeout(ms);
  pipeline(body, watch).catch(() => {
    // Reported to the reader of `watch` (the store), which fails the file.
  });
  return watch;
}

/** Passes bytes through; fails with a DriveFileError when none came for `ms`. */
function idleTimeout(ms: number): Transform {
  let timer: NodeJS.Timeout | undefined;
  const stream: Transform = new Transform({
    transform(chunk, _encoding, callback) {
      arm();
      callback(null, chunk);
    },
    flush(callback) {
      clearTimeout(timer);
      callback();
    },
    destroy(error, callback) {
      clearTimeout(timer);
      callback(error);
    },
  });
  function arm() {
    clearTimeout(timer);
    timer = setTimeout(() => stream.destroy(new DriveFileError('The drive stopped sending the file.')), ms);
  }
  arm();
  return stream;
}

/** 50 MB, 1.5 MB, 64 KB: sizes as the user reads them in an import file's error. */
function describeSize(bytes: number): string {
  if (bytes >= MB) return `${(bytes / MB).toFixed(1).replace(/\.0$/, '')} MB`;
  return `${Math.ceil(bytes / 1024)} KB`;
}

/** The most files one import job takes: a bound on the listing kept in memory and in one transaction. */
const MAX_FILES_PER_JOB = 10_000;

async function listTree(
  session: DriveSession,
  root: DriveItem,
  basePath: string,
): Promise<ListedImportFile[]> {
  const base = wireFolderPath(basePath).split('/').filter(Boolean);
  const listed: ListedImportFile[] = [];
  const toFile = (item: DriveItem, segments: string[]): ListedImportFile => ({
    providerFileId: item.id,
    revision: item.revision,
    fileName: importedName(item.name),
    folderPath: storedFolderPath(segments),
    mimeType: item.mimeType,
    sizeBytes: item.size,
  });
  if (!root.isFolder) return [toFile(root, base)];
  // Breadth first, one page at a time: memory holds the file list, never file bytes.
  const seen = new Set<string>([root.id]);
  const queue: Array<{ id: string; segments: string[] }> = [
    { id: root.id, segments: [...base, importedName(root.name)] },
  ];
  for (let folder = queue.shift(); folder; folder = queue.shift()) {
    let pageToken: string | undefined;
    do {
      const page = await session.listChildren(folder.id, pageToken);
      for (const item of page.items) {
        // A Drive item can sit in several folders: import it (and walk a folder) once, where first met.
        if (seen.has(item.id)) continue;
        seen.add(item.id);
        if (item.isFolder)
          queue.push({ id: item.id, segments: [...folder.segments, importedName(item.name)] });
        else listed.push(toFile(item, folder.segments));
      }
      if (listed.length > MAX_FILES_PER_JOB) {
        throw new DriveFileError(
          `The folder holds more than ${MAX_FILES_PER_JOB} files; import its sub-folders one by one.`,
        );
      }
      pageToken = page.nextPageToken ?? undefined;
    } while (pageToken);
  }
  return listed;
}

/** Why a file cannot be imported, judged from the provider's metadata before any byte is downloaded. */
function metadataProblem(file: PendingImportFile, maxBytes: number): string | null {
  if (file.sizeBytes !== null && file.sizeBytes > maxBytes) {
    return `The file is ${describeSize(file.sizeBytes)}, over the ${describeSize(maxBytes)} limit.`;
  }
  if (!file.mimeType || !ALLOWED_UPLOAD_TYPES.includes(file.mimeType)) {
    return `Files of type ${file.mimeType ?? 'unknown'} cannot be imported.`;
  }
  return null;
}

async function importOne(
  options: RunDriveImportOptions,
  session: DriveSession,
  funderId: number,
  file: PendingImportFile,
): Promise<void> {
  const { db, storage, maxBytes, payload } = options;
  const organizationId = payload.organizationId;
  const fail = (message: string) =>
    withTenant(db, organizationId, (tx) =>
      failImportFile(tx, { organizationId, importFileId: file.id, message }),
    );
  const problem = metadataProblem(file, maxBytes);
  if (problem) return void (await fail(problem));

  let body: Readable | undefined;
  const key = newObjectKey(organizationId);
  let contentType: string;
  let size: number;
  try {
    body = await session.download({ id: file.providerFileId, mimeType: file.mimeType ?? '' });
    const peeked = await peekStream(body);
    body = peeked.body;
    const type = uploadContentType(file.mimeType ?? undefined, await sniffContentType(peeked.firstBytes));
    if (!type) {
      body.destroy();
      return void (await fail('The file content does not match its type.'));
    }
    contentType = type;
    // The object is written under a fresh key before its row exists: a crash here leaves an orphaned
    // object, never a row without bytes or a second row.
    const source = watched(body, options.idleTimeoutMs ?? IDLE_TIMEOUT_MS);
    size = (await storage.put(key, source, { contentType, maxBytes })).size;
  } catch (error) {
    body?.destroy();
    if (isStorageError(error) && error.code === 'TOO_LARGE') {
      return void (await fail(`The file is over the ${describeSize(maxBytes)} limit.`));
    }
    if (error instanceof DriveFileError) return void (await fail(error.message));
    throw error;
  }
  const recorded = await withTenant(db, organizationId, (tx) =>
    recordImportedFile(tx, {
      organizationId,
      funderId,
      importFileId: file.id,
      storageKey: key,
      sizeBytes: size,
      mimeType: contentType,
    }),
  );
  if (!recorded) {
    await storage.delete(key);
    return;
  }
  await options.publishStored({ organizationId, fileId: recorded.fileId, stamp: `import-file-${file.id}` });
}

async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const runners = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const item = items[next] as T;
      next += 1;
      await work(item);
    }
  });
  await Promise.all(runners);
}

/**
 * The import job's work (at least once, so every step is idempotent): list the picked item's tree once
 * (the job's files recorded with the job's start), then import each file still to do, one transaction per
 * file, then end the job. A re-delivered job resumes with the files still to do.
 */
export async function runDriveImport(options: RunDriveImportOptions): Promise<void> {
  const { db, payload } = options;
  const { organizationId, importJobId } = payload;
  const job = await withTenant(db, organizationId, (tx) => findImportJob(tx, organizationId, importJobId));
  if (!job || job.status === 'COMPLETED' || job.status === 'FAILED' || job.funderId === null) return;
  const end = (errorMessage?: string) =>
    withTenant(db, organizationId, (tx) =>
      finishImportJob(tx, {
        organizationId,
        jobId: importJobId,
        ...(errorMessage === undefined ? {} : { errorMessage }),
      }),
    );

  const connection = job.userId
    ? await withTenant(db, organizationId, (tx) =>
        findDriveConnection(tx, { organizationId, userId: job.userId as number, provider: payload.provider }),
      )
    : null;
  if (!connection || !options.drives.isConfigured(payload.provider)) {
    return void (await end('The drive is not connected any more. Connect it again and retry the import.'));
  }
  const session = options.drives.session(payload.provider, {
    organizationId,
    userId: job.userId as number,
    refreshTokenSealed: connection.refreshTokenSealed,
  });

  try {
    if (job.status === 'PENDING') {
      const root = await session.getItem(payload.itemId);
      const files = await listTree(session, root, job.folderPath);
      await withTenant(db, organizationId, (tx) =>
        startImportJob(tx, { organizationId, jobId: importJobId, provider: payload.provider, files }),
      );
    }
    const pending = await withTenant(db, organizationId, (tx) =>
      pendingImportFiles(tx, organizationId, importJobId),
    );
    await inParallel(pending, options.concurrency, (file) =>
      importOne(options, session, job.funderId as number, file),
    );
  } catch (error) {
    if (error instanceof DriveDisconnectedError) {
      return void (await end('The drive refused access. Connect it again and retry the import.'));
    }
    if (error instanceof DriveFileError) return void (await end(error.message));
    throw error;
  }
  await end();
}

/** After the queue's last attempt: the job ends FAILED with a message the history modal shows. */
export async function failDriveImport(options: {
  db: Db;
  payload: DriveImportPayload;
  message: string;
}): Promise<void> {
  const { organizationId, importJobId } = options.payload;
  await withTenant(options.db, organizationId, (tx) =>
    finishImportJob(tx, { organizationId, jobId: importJobId, errorMessage: options.message }),
  );
}
