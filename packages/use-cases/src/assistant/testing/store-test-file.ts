import { Readable } from 'node:stream';
import { parseWireFolderPath, storedFolderPath } from '@grantflow/domain/documents/document-paths';
import type { FileStorage } from '@grantflow/storage/file-storage';
import { newObjectKey } from '@grantflow/storage/keys';
import type pg from 'pg';

// Tests only: what an upload leaves behind (bytes in storage under a generated key, a files row), written
// as the superuser so that the indexer's tests do not depend on the documents use cases of another branch.

export interface StoredTestFile {
  id: number;
  storageKey: string;
}

export async function storeTestFile(
  admin: Pick<pg.Pool, 'query'>,
  storage: FileStorage,
  file: {
    organizationId: number;
    funderId: number | null;
    folder: string;
    name: string;
    mimeType: string;
    bytes: Uint8Array;
  },
): Promise<StoredTestFile> {
  const key = newObjectKey(file.organizationId);
  await storage.put(key, Readable.from([Buffer.from(file.bytes)]), {
    contentType: file.mimeType,
    maxBytes: 100 * 1024 * 1024,
  });
  const parsed = parseWireFolderPath(file.folder);
  if (!parsed.ok) throw new Error(`bad folder ${file.folder}`);
  const { rows } = await admin.query<{ id: number }>(
    `insert into files (organization_id, funder_id, folder_path, name, storage_key, size_bytes, mime_type)
     values ($1, $2, $3, $4, $5, $6, $7) returning id`,
    [
      file.organizationId,
      file.funderId,
      storedFolderPath(parsed.segments),
      file.name,
      key,
      file.bytes.byteLength,
      file.mimeType,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('file not stored');
  return { id, storageKey: key };
}

/** The id of the organisation's funder with this exact name. */
export async function funderIdByName(
  admin: Pick<pg.Pool, 'query'>,
  organizationId: number,
  name: string,
): Promise<number> {
  const { rows } = await admin.query<{ id: number }>(
    'select id from funders where organization_id = $1 and name = $2 order by id limit 1',
    [organizationId, name],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no funder ${name} in organisation ${organizationId}`);
  return id;
}
