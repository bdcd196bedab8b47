import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { funders } from '../schema/funders.ts';
import { grants } from '../schema/grants.ts';
import { programs } from '../schema/programs.ts';
import { spreadsheetImportRows, spreadsheetImports } from '../schema/spreadsheet-imports.ts';

// What a spreadsheet import writes beside its own rows: programs by name, and the undo that removes
// exactly what one import created.

/** Serialises one organisation's import batches, so two imports never create the same funder or program twice. */
export async function lockOrganizationImports(tx: DbExecutor, organizationId: number): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`spreadsheet-import:${organizationId}`}, 0))`,
  );
}

export async function funderNames(
  tx: DbExecutor,
  organizationId: number,
): Promise<Array<{ id: number; name: string }>> {
  return tx
    .select({ id: funders.id, name: funders.name })
    .from(funders)
    .where(eq(funders.organizationId, organizationId))
    .orderBy(funders.id);
}

export async function programNames(
  tx: DbExecutor,
  organizationId: number,
): Promise<Array<{ id: number; name: string }>> {
  return tx
    .select({ id: programs.id, name: programs.name })
    .from(programs)
    .where(eq(programs.organizationId, organizationId))
    .orderBy(programs.id);
}

/** The funders one import created (CREATE mode reuses them for later rows of the same import only). */
export async function funderNamesOfImport(
  tx: DbExecutor,
  organizationId: number,
  importId: number,
): Promise<Array<{ id: number; name: string }>> {
  return tx
    .selectDistinct({ id: funders.id, name: funders.name })
    .from(spreadsheetImportRows)
    .innerJoin(
      funders,
      and(
        eq(funders.organizationId, spreadsheetImportRows.organizationId),
        eq(funders.id, spreadsheetImportRows.funderId),
      ),
    )
    .where(
      and(
        eq(spreadsheetImportRows.organizationId, organizationId),
        eq(spreadsheetImportRows.importId, importId),
        eq(spreadsheetImportRows.createdFunder, true),
      ),
    );
}

/** A program named by a spreadsheet row (no goal yet: the user sets it on the programs page). */
export async function insertImportedProgram(
  tx: DbExecutor,
  organizationId: number,
  name: string,
): Promise<number> {
  const [row] = await tx.insert(programs).values({ organizationId, name }).returning({ id: programs.id });
  if (!row) throw new Error('insert into programs returned no row');
  return row.id;
}

export interface UndoneImport {
  grants: number;
  funders: number;
  programs: number;
}

/**
 * Removes what the import created: its grants, then the funders and programs it created that no other
 * grant uses now (one the user gave a grant of their own since stays). Its CREATED rows go too, so the
 * same file can be imported again.
 */
export async function undoImportedRecords(
  tx: DbExecutor,
  organizationId: number,
  importId: number,
): Promise<UndoneImport> {
  const created = await tx
    .select({
      funderId: spreadsheetImportRows.funderId,
      programId: spreadsheetImportRows.programId,
      grantId: spreadsheetImportRows.grantId,
      createdFunder: spreadsheetImportRows.createdFunder,
      createdProgram: spreadsheetImportRows.createdProgram,
    })
    .from(spreadsheetImportRows)
    .where(
      and(
        eq(spreadsheetImportRows.organizationId, organizationId),
        eq(spreadsheetImportRows.importId, importId),
        eq(spreadsheetImportRows.outcome, 'CREATED'),
      ),
    );
  const ids = (pick: (row: (typeof created)[number]) => number | null) => [
    ...new Set(created.map(pick).filter((id): id is number => id !== null)),
  ];
  const grantIds = ids((row) => row.grantId);
  const funderIds = ids((row) => (row.createdFunder ? row.funderId : null));
  const programIds = ids((row) => (row.createdProgram ? row.programId : null));
  const removedGrants =
    grantIds.length === 0
      ? []
      : await tx
          .delete(grants)
          .where(and(eq(grants.organizationId, organizationId), inArray(grants.id, grantIds)))
          .returning({ id: grants.id });
  const removedPrograms =
    programIds.length === 0
      ? []
      : await tx
          .delete(programs)
          .where(
            and(
              eq(programs.organizationId, organizationId),
              inArray(programs.id, programIds),
              notExists(
                tx
                  .select({ one: sql`1` })
                  .from(grants)
                  .where(and(eq(grants.organizationId, organizationId), eq(grants.programId, programs.id))),
              ),
            ),
          )
          .returning({ id: programs.id });
  const removedFunders =
    funderIds.length === 0
      ? []
      : await tx
          .delete(funders)
          .where(
            and(
              eq(funders.organizationId, organizationId),
              inArray(funders.id, funderIds),
              notExists(
                tx
                  .select({ one: sql`1` })
                  .from(grants)
                  .where(and(eq(grants.organizationId, organizationId), eq(grants.funderId, funders.id))),
              ),
            ),
          )
          .returning({ id: funders.id });
  await tx
    .delete(spreadsheetImportRows)
    .where(
      and(
        eq(spreadsheetImportRows.organizationId, organizationId),
        eq(spreadsheetImportRows.importId, importId),
        eq(spreadsheetImportRows.outcome, 'CREATED'),
      ),
    );
  await tx
    .update(spreadsheetImports)
    .set({ undoneAt: new Date() })
    .where(and(eq(spreadsheetImports.organizationId, organizationId), eq(spreadsheetImports.id, importId)));
  return { grants: removedGrants.length, funders: removedFunders.length, programs: removedPrograms.length };
}
