import { folderName } from '@grantflow/domain/documents/document-paths';
import { and, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { files, folders } from '../schema/documents.ts';
import { atOrBelow, type FileRecord, fileColumns, foldersOfFunder, ofFunder } from './documents.ts';

// Renaming or moving a folder of a funder's documents (docs/product.md, Funder documents and cloud drives):
// a folder is a path prefix, so its row, every row below it and every file's folder path are rewritten
// together in the caller's transaction. Every statement filters on the organisation as well as relying on RLS.

/** Whether `path` already exists (rows or files, compared case-insensitively), leaving the tree at `except` out. */
export async function folderPathTaken(
  tx: DbExecutor,
  organizationId: number,
  funderId: number,
  path: string,
  except: string,
): Promise<boolean> {
  // lower() of both sides, so 'reports' is taken by 'Reports' as file names are (files_organization_name_idx).
  const atOrBelowLower = (column: typeof folders.path | typeof files.folderPath) =>
    sql`(lower(${column}) = lower(${path}::text)
      or left(lower(${column}), length(lower(${path}::text)) + 1) = lower(${path}::text) || '/')`;
  const result = await tx.execute<{ taken: boolean }>(sql`select
    exists (select 1 from ${folders} where ${foldersOfFunder(organizationId, funderId)}
      and ${atOrBelowLower(folders.path)} and not ${atOrBelow(folders.path, except)})
    or exists (select 1 from ${files} where ${ofFunder(organizationId, funderId)}
      and ${atOrBelowLower(files.folderPath)} and not ${atOrBelow(files.folderPath, except)}) as taken`);
  return result.rows[0]?.taken === true;
}

/** How many levels the tree at `path` reaches below it (0: no sub-folder), rows and file folders alike. */
export async function folderTreeDepth(
  tx: DbExecutor,
  organizationId: number,
  funderId: number,
  path: string,
): Promise<number> {
  const levels = (column: typeof folders.path | typeof files.folderPath) =>
    sql`length(${column}) - length(replace(${column}, '/', '')) - ${segmentCount(path)}`;
  const result = await tx.execute<{ depth: number | null }>(sql`select max(depth)::int as depth from (
    select ${levels(folders.path)} as depth from ${folders}
      where ${foldersOfFunder(organizationId, funderId)} and ${atOrBelow(folders.path, path)}
    union all
    select ${levels(files.folderPath)} from ${files}
      where ${ofFunder(organizationId, funderId)} and ${atOrBelow(files.folderPath, path)}) levels`);
  return Math.max(0, result.rows[0]?.depth ?? 0);
}

/** Segments of a stored path: '/' → 0, '/a/b' → 2. */
export const segmentCount = (path: string) => (path === '/' ? 0 : path.split('/').length - 1);

/**
 * Moves the folder at `from` (not the root) and everything below it to `to`: the rows' paths (the top one's
 * name too) and the files' folder paths. Returns how many folder rows moved and the files that did; both
 * none when a racing move or delete took the folder first. The caller has checked that `to` is free and not
 * inside `from`; a racing move to the same path fails on the unique keys.
 */
export async function moveFolderTree(
  tx: DbExecutor,
  organizationId: number,
  funderId: number,
  from: string,
  to: string,
): Promise<{ folderRows: number; files: FileRecord[] }> {
  const renamed = (column: typeof folders.path | typeof files.folderPath) =>
    sql`${to}::text || substr(${column}, length(${from}::text) + 1)`;
  const movedRows = await tx
    .update(folders)
    .set({
      path: renamed(folders.path),
      name: sql`case when ${folders.path} = ${from} then ${folderName(to)} else ${folders.name} end`,
      updatedAt: sql`now()`,
    })
    .where(and(foldersOfFunder(organizationId, funderId), atOrBelow(folders.path, from)))
    .returning({ id: folders.id });
  const movedFiles = await tx
    .update(files)
    .set({ folderPath: renamed(files.folderPath), updatedAt: sql`now()` })
    .where(and(ofFunder(organizationId, funderId), atOrBelow(files.folderPath, from)))
    .returning(fileColumns);
  return { folderRows: movedRows.length, files: movedFiles };
}
