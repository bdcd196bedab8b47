import { folderPathWithAncestors } from '@grantflow/domain/documents/document-paths';
import { and, asc, eq, inArray, ne, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { files, folders } from '../schema/documents.ts';
import { funders } from '../schema/funders.ts';
import { found } from './shared.ts';

// Funder documents: folders and files addressed by stored path ('/', '/2024/Reports') under a
// funder. A folder exists when it has a row OR a file lies at or below it (an import may write files into
// paths it never created a row for), so listings read both tables. Every function filters on the
// organisation as well as relying on RLS.

export interface FileRecord {
  id: number;
  organizationId: number;
  funderId: number;
  /** Stored form: '/' or '/a/b'. */
  folderPath: string;
  name: string;
  storageKey: string;
  sizeBytes: number;
  mimeType: string;
  createdAt: Date;
  updatedAt: Date;
}

export interface FolderChildren {
  /** Names of the sub-folders directly below, by name. */
  folders: string[];
  /** Files directly in the folder, by name. */
  files: FileRecord[];
}

export interface NewFile {
  funderId: number;
  folderPath: string;
  name: string;
  storageKey: string;
  sizeBytes: number;
  mimeType: string;
}

export const fileColumns = {
  id: files.id,
  organizationId: files.organizationId,
  funderId: sql<number>`${files.funderId}`.mapWith(Number),
  folderPath: files.folderPath,
  name: files.name,
  storageKey: files.storageKey,
  sizeBytes: files.sizeBytes,
  mimeType: files.mimeType,
  createdAt: files.createdAt,
  updatedAt: files.updatedAt,
};

export const ofFunder = (organizationId: number, funderId: number) =>
  and(eq(files.organizationId, organizationId), eq(files.funderId, funderId));
export const foldersOfFunder = (organizationId: number, funderId: number) =>
  and(eq(folders.organizationId, organizationId), eq(folders.funderId, funderId));

/** The prefix every path strictly below `path` starts with ('/' → '/', '/a' → '/a/'). */
export const belowPrefix = (path: string) => (path === '/' ? '/' : `${path}/`);
/**
 * `column` is `path` or lies below it; `left()` rather than LIKE, so '%' and '_' in names stay literal. The
 * prefix is measured by PostgreSQL (characters), not by JavaScript (UTF-16 units), so an emoji counts once.
 */
export const atOrBelow = (column: SQLWrapper, path: string) =>
  path === '/'
    ? sql`true`
    : sql`(${column} = ${path} or left(${column}, length(${belowPrefix(path)}::text)) = ${belowPrefix(path)})`;
/** Case-insensitive "contains", without LIKE patterns to escape. */
const nameContains = (column: SQLWrapper, search: string) =>
  sql`strpos(lower(${column}), lower(${search})) > 0`;

/** Whether `path` is a folder of the funder: the root always is; others by row or by a file below. */
export async function folderExists(
  tx: DbExecutor,
  organizationId: number,
  funderId: number,
  path: string,
): Promise<boolean> {
  if (path === '/') return true;
  const result = await tx.execute<{ found: boolean }>(sql`select
    exists (select 1 from ${folders} where ${foldersOfFunder(organizationId, funderId)}
      and ${atOrBelow(folders.path, path)})
    or exists (select 1 from ${files} where ${ofFunder(organizationId, funderId)}
      and ${atOrBelow(files.folderPath, path)}) as found`);
  return result.rows[0]?.found === true;
}

/** Sub-folders (by name) and files (by name) directly in `path`; `search` keeps names containing it. */
export async function folderChildren(
  tx: DbExecutor,
  organizationId: number,
  funderId: number,
  path: string,
  search: string | null = null,
): Promise<FolderChildren> {
  const prefix = belowPrefix(path);
  // The next segment below `path` of every folder row and every file's folder deeper down.
  const subFolders = await tx.execute<{ name: string }>(sql`select distinct name from (
      select split_part(substr(p, length(${prefix}::text) + 1), '/', 1) as name from (
        select ${folders.path} as p from ${folders} where ${foldersOfFunder(organizationId, funderId)}
        union all
        select ${files.folderPath} from ${files} where ${ofFunder(organizationId, funderId)}
      ) paths where left(p, length(${prefix}::text)) = ${prefix} and length(p) > length(${prefix}::text)
    ) names ${search ? sql`where ${nameContains(sql`name`, search)}` : sql``}
    order by name`);
  const fileRows = await tx
    .select(fileColumns)
    .from(files)
    .where(
      and(
        ofFunder(organizationId, funderId),
        eq(files.folderPath, path),
        search ? nameContains(files.name, search) : undefined,
      ),
    )
    .orderBy(asc(files.name), asc(files.id));
  return { folders: subFolders.rows.map((row) => row.name), files: fileRows };
}

/** Every folder path of the funder (rows, file folders and their ancestors), root excluded, by path. */
export async function listFolderPaths(
  tx: DbExecutor,
  organizationId: number,
  funderId: number,
): Promise<string[]> {
  const result = await tx.execute<{ path: string }>(sql`
    select ${folders.path} as path from ${folders} where ${foldersOfFunder(organizationId, funderId)}
    union
    select ${files.folderPath} from ${files} where ${ofFunder(organizationId, funderId)}`);
  const paths = new Set<string>();
  for (const row of result.rows) for (const path of folderPathWithAncestors(row.path)) paths.add(path);
  return [...paths].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Every file of the funder's documents, by folder then name (listFolders with children). */
export async function funderFiles(
  tx: DbExecutor,
  organizationId: number,
  funderId: number,
): Promise<FileRecord[]> {
  return tx
    .select(fileColumns)
    .from(files)
    .where(ofFunder(organizationId, funderId))
    .orderBy(asc(files.folderPath), asc(files.name), asc(files.id));
}

/** Creates `path` and each missing ancestor (one statement; existing ones are left alone). */
export async function createFolderWithAncestors(
  tx: DbExecutor,
  organizationId: number,
  funderId: number,
  path: string,
): Promise<void> {
  const paths = folderPathWithAncestors(path);
  if (paths.length === 0) return;
  await tx
    .insert(folders)
    .values(
      paths.map((each) => ({
        organizationId,
        funderId,
        path: each,
        name: each.slice(each.lastIndexOf('/') + 1),
      })),
    )
    .onConflictDoNothing();
}

/** The names already used in a folder (for uniqueDocumentName), optionally leaving one file out. */
export async function fileNamesInFolder(
  tx: DbExecutor,
  organizationId: number,
  funderId: number,
  path: string,
  exceptFileId?: number,
): Promise<string[]> {
  const rows = await tx
    .select({ name: files.name })
    .from(files)
    .where(
      and(
        ofFunder(organizationId, funderId),
        eq(files.folderPath, path),
        exceptFileId === undefined ? undefined : ne(files.id, exceptFileId),
      ),
    );
  return rows.map((row) => row.name);
}

/** Inserts the file, or returns null when its name is taken in the folder (the transaction stays usable). */
export async function insertFile(
  tx: DbExecutor,
  organizationId: number,
  file: NewFile,
): Promise<FileRecord | null> {
  const [row] = await tx
    .insert(files)
    .values({ organizationId, ...file })
    .onConflictDoNothing({ target: [files.organizationId, files.funderId, files.folderPath, files.name] })
    .returning(fileColumns);
  return row ?? null;
}

/** FILE_NOT_FOUND unless the organisation has the file; only funder documents (funder_id set) count. */
export async function getFile(tx: DbExecutor, organizationId: number, id: number): Promise<FileRecord> {
  const [row] = await tx
    .select(fileColumns)
    .from(files)
    .where(
      and(eq(files.organizationId, organizationId), eq(files.id, id), sql`${files.funderId} is not null`),
    );
  return found(row, 'FILE_NOT_FOUND');
}

/** Renames and/or moves; returns null when the name is taken in the target folder. */
export async function moveFile(
  tx: DbExecutor,
  organizationId: number,
  id: number,
  target: { folderPath: string; name: string },
): Promise<FileRecord | null> {
  const result = await tx.execute<{ id: number }>(sql`update ${files}
    set folder_path = ${target.folderPath}, name = ${target.name}, updated_at = now()
    where ${files.organizationId} = ${organizationId} and ${files.id} = ${id}
      and not exists (select 1 from ${files} other where other.organization_id = ${files.organizationId}
        and other.funder_id is not distinct from ${files.funderId} and other.folder_path = ${target.folderPath}
        and lower(other.name) = lower(${target.name}) and other.id <> ${files.id})
    returning ${files.id}`);
  if (result.rows.length === 0) return null;
  return getFile(tx, organizationId, id);
}

/** Deletes the file row; returns it (its storage key is the caller's to remove), FILE_NOT_FOUND when absent. */
export async function deleteFileRow(tx: DbExecutor, organizationId: number, id: number): Promise<FileRecord> {
  const [row] = await tx
    .delete(files)
    .where(
      and(eq(files.organizationId, organizationId), eq(files.id, id), sql`${files.funderId} is not null`),
    )
    .returning(fileColumns);
  return found(row, 'FILE_NOT_FOUND');
}

/**
 * Deletes the folder, every folder below it and every file in them (two statements in the caller's
 * transaction); returns the deleted files (ids and storage keys) so the caller can remove the objects.
 */
export async function deleteFolderTree(
  tx: DbExecutor,
  organizationId: number,
  funderId: number,
  path: string,
): Promise<FileRecord[]> {
  const deleted = await tx
    .delete(files)
    .where(and(ofFunder(organizationId, funderId), atOrBelow(files.folderPath, path)))
    .returning(fileColumns);
  await tx
    .delete(folders)
    .where(and(foldersOfFunder(organizationId, funderId), atOrBelow(folders.path, path)));
  return deleted;
}

/**
 * Deletes every file row of the funder before the funder itself goes, so the caller learns the storage keys the
 * cascade would otherwise drop silently. The funder row is locked first: an upload to it waits (and then fails on
 * the foreign key) instead of landing between this and the funder's deletion. FUNDER_NOT_FOUND when not the
 * organisation's.
 */
export async function deleteFunderFiles(
  tx: DbExecutor,
  organizationId: number,
  funderId: number,
): Promise<FileRecord[]> {
  const [funder] = await tx
    .select({ id: funders.id })
    .from(funders)
    .where(and(eq(funders.organizationId, organizationId), eq(funders.id, funderId)))
    .for('update');
  found(funder, 'FUNDER_NOT_FOUND');
  return tx.delete(files).where(ofFunder(organizationId, funderId)).returning(fileColumns);
}

/** The organisation's funders with one of `names` (exact), by name: where the demo documents go. */
export async function funderIdsByName(
  tx: DbExecutor,
  organizationId: number,
  names: readonly string[],
): Promise<Map<string, number>> {
  if (names.length === 0) return new Map();
  const rows = await tx
    .select({ id: funders.id, name: funders.name })
    .from(funders)
    .where(and(eq(funders.organizationId, organizationId), inArray(funders.name, [...new Set(names)])))
    .orderBy(asc(funders.id));
  const byName = new Map<string, number>();
  for (const row of rows) if (!byName.has(row.name)) byName.set(row.name, row.id);
  return byName;
}
