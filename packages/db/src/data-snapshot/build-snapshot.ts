import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { DataRow, OrganizationData } from '../repositories/organization-data.ts';
import { SNAPSHOT_TABLES } from './snapshot-schema.ts';

// One SQLite file per organisation and data version: the name carries a hash of the rows, so a changed
// organisation gets a new file on its next use and an unchanged one reuses its copy. The file holds that
// organisation alone, which is what makes running model-written SQL against it safe to contain.

/** The version stamp of the data (sha256 of the rows in table order). */
export function dataVersion(data: OrganizationData): string {
  return createHash('sha256').update(JSON.stringify(data)).digest('hex').slice(0, 32);
}

const sqliteValue = (value: DataRow[string]) => (typeof value === 'boolean' ? (value ? 1 : 0) : value);

function writeSnapshot(file: string, data: OrganizationData): void {
  const db = new Database(file);
  try {
    db.pragma('journal_mode = DELETE');
    db.transaction(() => {
      for (const [table, create] of Object.entries(SNAPSHOT_TABLES)) {
        db.exec(create);
        const rows = data[table as keyof OrganizationData];
        const first = rows[0];
        if (!first) continue;
        const columns = Object.keys(first);
        const insert = db.prepare(
          `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
        );
        for (const row of rows) insert.run(...columns.map((column) => sqliteValue(row[column] ?? null)));
      }
    })();
  } finally {
    db.close();
  }
}

/**
 * The path of the organisation's copy for this data, built (atomically: temp file, rename) when missing.
 * Older copies of the organisation are removed.
 */
export function ensureSnapshot(directory: string, organizationId: number, data: OrganizationData): string {
  const folder = join(directory, `org-${organizationId}`);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const file = join(folder, `${dataVersion(data)}.sqlite`);
  if (existsSync(file)) return file;
  const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
  try {
    writeSnapshot(temp, data);
    renameSync(temp, file);
  } finally {
    rmSync(temp, { force: true });
  }
  // A query still reading an old copy keeps its open file (unlinking does not disturb it).
  for (const name of readdirSync(folder)) {
    if (name.endsWith('.sqlite') && join(folder, name) !== file) rmSync(join(folder, name), { force: true });
  }
  return file;
}

export interface SnapshotTable {
  name: string;
  create_sql: string;
}

/** The copy's tables with their CREATE statements (trusted SQL, in process). */
export function listSnapshotTables(file: string): SnapshotTable[] {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare("SELECT name, sql AS create_sql FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .all() as SnapshotTable[];
  } finally {
    db.close();
  }
}

/** Up to `limit` rows of one table from `offset`; null when the copy has no such table. */
export function readSnapshotRows(
  file: string,
  table: string,
  page: { limit: number; offset: number },
): Record<string, unknown>[] | null {
  if (!listSnapshotTables(file).some((t) => t.name === table)) return null;
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    // The name was matched against the copy's own tables above, so quoting it is enough.
    return db.prepare(`SELECT * FROM "${table}" LIMIT ? OFFSET ?`).all(page.limit, page.offset) as Record<
      string,
      unknown
    >[];
  } finally {
    db.close();
  }
}
