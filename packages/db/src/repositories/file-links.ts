import { uniqueDocumentName } from '@grantflow/domain/documents/document-paths';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { files } from '../schema/documents.ts';
import { fileNamesInFolder } from './documents.ts';

// Links between funder documents (the renewal folder). A link is a second `files` row naming the
// same storage key: it lists, opens, renames, moves and deletes like any file, and survives the original's
// deletion. Objects are shared, so deleting a row removes the object only when no row names its key any
// more (`stillReferencedKeys`, read in the deleting transaction).

export interface LinkSource {
  id: number;
  name: string;
  storageKey: string;
  sizeBytes: number;
  mimeType: string;
}

/**
 * The funder's files added on or after `since` (UTC date), outside earlier renewal folders, oldest first.
 * Locked FOR SHARE: a concurrent delete of one of them waits for the linking transaction, then sees the
 * link and keeps the object (or, if it deleted first, the file is simply not linked).
 */
export async function filesToLink(
  tx: DbExecutor,
  organizationId: number,
  funderId: number,
  since: string,
): Promise<LinkSource[]> {
  const result = await tx.execute<LinkSource>(sql`select id, name, storage_key as "storageKey",
      size_bytes::float8 as "sizeBytes", mime_type as "mimeType"
    from ${files}
    where organization_id = ${organizationId} and funder_id = ${funderId}
      and (created_at at time zone 'UTC')::date >= ${since}::date
      and folder_path !~ '^/Renewal [0-9]{4}(/|$)'
    order by created_at, id
    for share`);
  return result.rows;
}

/** Adds a link row per source in `folderPath` (names made unique in the folder); returns how many. */
export async function linkFiles(
  tx: DbExecutor,
  organizationId: number,
  funderId: number,
  folderPath: string,
  sources: readonly LinkSource[],
): Promise<number> {
  if (sources.length === 0) return 0;
  const taken = await fileNamesInFolder(tx, organizationId, funderId, folderPath);
  const values = sources.map((source) => {
    const name = uniqueDocumentName(source.name, taken);
    taken.push(name);
    return {
      organizationId,
      funderId,
      folderPath,
      name,
      storageKey: source.storageKey,
      sizeBytes: source.sizeBytes,
      mimeType: source.mimeType,
    };
  });
  await tx.insert(files).values(values);
  return values.length;
}

/** Which of `keys` a file row of the organisation still names (after a delete in the same transaction). */
export async function stillReferencedKeys(
  tx: DbExecutor,
  organizationId: number,
  keys: readonly string[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const result = await tx.execute<{ key: string }>(sql`select distinct storage_key as key from ${files}
    where organization_id = ${organizationId} and storage_key = any(${sql.param([...new Set(keys)])}::text[])`);
  return new Set(result.rows.map((row) => row.key));
}
