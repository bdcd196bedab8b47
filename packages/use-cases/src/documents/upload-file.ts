import { pipeline, type Readable } from 'node:stream';
import { withTenant } from '@grantflow/db/client';
import {
  createFolderWithAncestors,
  type FileRecord,
  fileNamesInFolder,
  insertFile,
} from '@grantflow/db/repositories/documents';
import { assertFunderExists } from '@grantflow/db/repositories/funders';
import { uniqueDocumentName } from '@grantflow/domain/documents/document-paths';
import { DomainError } from '@grantflow/domain/shared/errors';
import { isStorageError } from '@grantflow/storage/errors';
import { newObjectKey } from '@grantflow/storage/keys';
import { peekStream, sniffContentType, uploadContentType } from '@grantflow/storage/sniff';
import { FILE_HISTORY_FIELDS } from '../history/history-fields.ts';
import { recordChange } from '../history/record-change.ts';
import { checkArchive } from './check-archive.ts';
import type { DocumentsUseCaseOptions } from './documents-deps.ts';

export const MIB = 1024 * 1024;

export interface IncomingFile {
  /** The file name, already checked (packages/validation `documentName`). */
  name: string;
  /** The type the client declared (the multipart part's Content-Type), checked against the content. */
  declaredType?: string | undefined;
  /** The bytes, streamed: never held whole in memory. */
  body: Readable;
}

export interface UploadFileOptions extends DocumentsUseCaseOptions {
  funderId: number;
  /** Stored form ('/' = root); missing folders are created. */
  folder: string;
  /**
   * The upload, or a function giving it once the funder is known to be the caller's (a transport that
   * still has to check the file name does so there, so another organisation's funder is refused first).
   */
  file: IncomingFile | (() => IncomingFile);
  /** MAX_UPLOAD_MB in bytes: past it the upload fails with FILE_TOO_LARGE and nothing is kept. */
  maxBytes: number;
}

const tooLarge = (maxBytes: number) =>
  new DomainError('FILE_TOO_LARGE', undefined, {
    params: { limitMb: Math.round((maxBytes / MIB) * 100) / 100 },
  });

/**
 * Stores an upload: checks the funder, sniffs the first bytes (the declared type must agree, SECURITY.md 10),
 * streams the bytes into storage under a generated key with the size limit, checks an Office file's archive
 * directory, then inserts the row (a taken name becomes 'name (2).ext'). Any failure after the bytes were
 * stored deletes them again, so nothing is half-written. Publishes `file.stored`.
 *
 * On a refusal the body may be left partly read; the caller drains or discards the rest of its request.
 */
export async function uploadFile(options: UploadFileOptions): Promise<FileRecord> {
  const { db, organization, storage, funderId, folder, maxBytes } = options;
  // Access first: another organisation's funder learns nothing about the bytes.
  await withTenant(db, organization.id, (tx) => assertFunderExists(tx, organization.id, funderId));
  const file = typeof options.file === 'function' ? options.file() : options.file;

  const { firstBytes, body } = await peekStream(file.body);
  const contentType = uploadContentType(file.declaredType, await sniffContentType(firstBytes));
  if (!contentType) {
    body.destroy();
    throw new DomainError('FILE_TYPE_REFUSED');
  }

  const key = newObjectKey(organization.id);
  const archive = checkArchive(contentType);
  const info = await storage
    .put(key, archive ? pipeline(body, archive.tap, () => undefined) : body, { contentType, maxBytes })
    .catch((error: unknown) => {
      throw isStorageError(error, 'TOO_LARGE') ? tooLarge(maxBytes) : error;
    });

  let record: FileRecord;
  try {
    archive?.verdict();
    record = await withTenant(db, organization.id, async (tx) => {
      await createFolderWithAncestors(tx, organization.id, funderId, folder);
      // A concurrent upload may take the chosen name between the read and the insert: choose again.
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const taken = await fileNamesInFolder(tx, organization.id, funderId, folder);
        const row = await insertFile(tx, organization.id, {
          funderId,
          folderPath: folder,
          name: uniqueDocumentName(file.name, taken),
          storageKey: key,
          sizeBytes: info.size,
          mimeType: contentType,
        });
        if (row) {
          await recordChange({
            tx,
            organizationId: organization.id,
            subject: { type: 'FILE', id: row.id },
            funderId: row.funderId,
            userId: options.actorId,
            before: null,
            after: { ...row },
            fields: FILE_HISTORY_FIELDS,
          });
          return row;
        }
      }
      throw new DomainError('NAME_TAKEN');
    });
  } catch (error) {
    await storage.delete(key).catch(() => undefined);
    throw error;
  }
  await options.publishFileEvent(
    { type: 'file.stored', organizationId: organization.id, fileId: record.id },
    record.updatedAt.getTime(),
  );
  return record;
}
