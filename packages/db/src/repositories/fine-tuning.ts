import type { FineTuningRemark } from '@grantflow/domain/shared/enums';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { databaseFineTuningVersions, documentFineTuningVersions } from '../schema/fine-tuning.ts';

// The two kinds of fine-tuning version share their life cycle (list, save, activate, delete, one active per
// organisation); each kind is its own table with its own text fields.

export interface DocumentFineTuningRecord {
  id: number;
  organizationId: number;
  userId: number | null;
  version: string;
  authoredMonthDate: string | null;
  aboutYouDetails: string;
  responseStyleDetails: string;
  remarks: FineTuningRemark;
  authoredByUserId: number | null;
}

export interface DatabaseFineTuningRecord {
  id: number;
  organizationId: number;
  userId: number;
  version: string;
  authoredMonthDate: string | null;
  databaseSchemaInstructions: string;
  queryOptimizationRules: string;
  responseFormattingRules: string;
  securityConstraints: string;
  remarks: FineTuningRemark;
  authoredByUserId: number | null;
}

export type FineTuningKind = 'documents' | 'database';
type Fields<K extends FineTuningKind> = K extends 'documents'
  ? Omit<DocumentFineTuningRecord, 'id' | 'organizationId'>
  : Omit<DatabaseFineTuningRecord, 'id' | 'organizationId'>;
export type FineTuningRecord<K extends FineTuningKind> = K extends 'documents'
  ? DocumentFineTuningRecord
  : DatabaseFineTuningRecord;

const tables = { documents: documentFineTuningVersions, database: databaseFineTuningVersions } as const;

/** The organisation's versions of one kind, oldest first (the default name counts them). */
export async function listFineTuningVersions<K extends FineTuningKind>(
  tx: DbExecutor,
  kind: K,
  organizationId: number,
): Promise<FineTuningRecord<K>[]> {
  const table = tables[kind];
  const rows = await tx
    .select()
    .from(table)
    .where(eq(table.organizationId, organizationId))
    .orderBy(asc(table.id));
  return rows.map(({ createdAt: _c, updatedAt: _u, ...row }) => row) as FineTuningRecord<K>[];
}

export async function findFineTuningVersion<K extends FineTuningKind>(
  tx: DbExecutor,
  kind: K,
  organizationId: number,
  id: number,
): Promise<FineTuningRecord<K> | undefined> {
  const versions = await listFineTuningVersions(tx, kind, organizationId);
  return versions.find((version) => version.id === id);
}

/** The active version of a kind, if any. */
export async function findActiveFineTuningVersion<K extends FineTuningKind>(
  tx: DbExecutor,
  kind: K,
  organizationId: number,
): Promise<FineTuningRecord<K> | undefined> {
  const table = tables[kind];
  const [row] = await tx
    .select()
    .from(table)
    .where(and(eq(table.organizationId, organizationId), eq(table.remarks, 'active')));
  if (!row) return undefined;
  const { createdAt: _c, updatedAt: _u, ...version } = row;
  return version as FineTuningRecord<K>;
}

/** Disables every version of the kind except `keepId` (run before activating one: the partial unique index). */
export async function disableOtherFineTuningVersions(
  tx: DbExecutor,
  kind: FineTuningKind,
  organizationId: number,
  keepId: number | null,
): Promise<void> {
  const table = tables[kind];
  const conditions = [eq(table.organizationId, organizationId), eq(table.remarks, 'active')];
  if (keepId !== null) conditions.push(ne(table.id, keepId));
  await tx
    .update(table)
    .set({ remarks: 'disabled', updatedAt: new Date() })
    .where(and(...conditions));
}

export async function insertFineTuningVersion<K extends FineTuningKind>(
  tx: DbExecutor,
  kind: K,
  organizationId: number,
  fields: Fields<K>,
): Promise<number> {
  // One branch per table: drizzle cannot insert into a union of tables.
  const [row] =
    kind === 'documents'
      ? await tx
          .insert(documentFineTuningVersions)
          .values({ ...(fields as Fields<'documents'>), organizationId })
          .returning({ id: documentFineTuningVersions.id })
      : await tx
          .insert(databaseFineTuningVersions)
          .values({ ...(fields as Fields<'database'>), organizationId })
          .returning({ id: databaseFineTuningVersions.id });
  if (!row) throw new Error('fine-tuning version not inserted');
  return row.id;
}

/** Updates the version; false when the organisation has no such version. */
export async function updateFineTuningVersion<K extends FineTuningKind>(
  tx: DbExecutor,
  kind: K,
  organizationId: number,
  id: number,
  fields: Partial<Fields<K>>,
): Promise<boolean> {
  const set = { ...fields, updatedAt: new Date() };
  const rows =
    kind === 'documents'
      ? await tx
          .update(documentFineTuningVersions)
          .set(set as Partial<typeof documentFineTuningVersions.$inferInsert>)
          .where(
            and(
              eq(documentFineTuningVersions.organizationId, organizationId),
              eq(documentFineTuningVersions.id, id),
            ),
          )
          .returning({ id: documentFineTuningVersions.id })
      : await tx
          .update(databaseFineTuningVersions)
          .set(set as Partial<typeof databaseFineTuningVersions.$inferInsert>)
          .where(
            and(
              eq(databaseFineTuningVersions.organizationId, organizationId),
              eq(databaseFineTuningVersions.id, id),
            ),
          )
          .returning({ id: databaseFineTuningVersions.id });
  return rows.length > 0;
}

/** Deletes the version; false when the organisation has no such version. */
export async function deleteFineTuningVersion(
  tx: DbExecutor,
  kind: FineTuningKind,
  organizationId: number,
  id: number,
): Promise<boolean> {
  const table = tables[kind];
  const rows = await tx
    .delete(table)
    .where(and(eq(table.organizationId, organizationId), eq(table.id, id)))
    .returning({ id: table.id });
  return rows.length > 0;
}
