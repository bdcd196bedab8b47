import type { DbTransaction } from '@grantflow/db/client';
import { createFunder } from '@grantflow/db/repositories/funders';
import { createGrants } from '@grantflow/db/repositories/grant-batch';
import type { NewGrant } from '@grantflow/db/repositories/grants';
import {
  funderNames,
  funderNamesOfImport,
  insertImportedProgram,
  programNames,
} from '@grantflow/db/repositories/spreadsheet-import-writes';
import { createdRowKeys, type ImportRowOutcome } from '@grantflow/db/repositories/spreadsheet-imports';
import { createGrantParams } from '@grantflow/domain/grant/create-grant-params';
import { firstApplication } from '@grantflow/domain/grant/first-application';
import { planGrantApplications } from '@grantflow/domain/grant/plan-grant-applications';
import { recurrenceCountFor, recurringDeadlines } from '@grantflow/domain/grant/recurring-deadlines';
import type {
  FunderMatchMode,
  SpreadsheetImportKind,
} from '@grantflow/domain/spreadsheet-import/import-fields';
import type { SpreadsheetLanguage } from '@grantflow/domain/spreadsheet-import/locale-values';
import { nameKey } from '@grantflow/domain/spreadsheet-import/name-key';
import type { FunderCreateValues } from '@grantflow/validation/funder';
import type { GrantRowValues } from '@grantflow/validation/spreadsheet-import-row';
import { mappedCells, readRow, rowKey } from './import-row.ts';
import type { SpreadsheetRow } from './read-spreadsheet.ts';

export interface BatchContext {
  tx: DbTransaction;
  organizationId: number;
  importId: number;
  kind: SpreadsheetImportKind;
  funderMatch: FunderMatchMode;
  language: SpreadsheetLanguage;
  mapping: ReadonlyArray<string | null>;
  today: string;
}

type Names = Map<string, number>;
const byKey = (rows: Array<{ id: number; name: string }>): Names => {
  const names: Names = new Map();
  for (const row of rows) if (!names.has(nameKey(row.name))) names.set(nameKey(row.name), row.id);
  return names;
};

const blankOutcome = {
  funderId: null,
  programId: null,
  grantId: null,
  createdFunder: false,
  createdProgram: false,
};

async function insertFunder(ctx: BatchContext, funder: FunderCreateValues): Promise<number> {
  const { city, state, streetAddress, zipcode, ...fields } = funder;
  return createFunder(ctx.tx, ctx.organizationId, fields, { city, state, streetAddress, zipcode });
}

/** One batch of rows in the caller's transaction: each row CREATED, MATCHED or SKIPPED with its reasons. */
export async function importBatch(
  ctx: BatchContext,
  rows: readonly SpreadsheetRow[],
): Promise<ImportRowOutcome[]> {
  const { tx, organizationId } = ctx;
  const read = rows.map((row) => {
    const cells = mappedCells(ctx.mapping, row.cells);
    return { row, key: rowKey(ctx.kind, cells), read: readRow(ctx.kind, cells, ctx) };
  });
  const known = await createdRowKeys(tx, organizationId, ctx.kind, [
    ...new Set(read.map((item) => item.key)),
  ]);
  const funders = byKey(
    ctx.funderMatch === 'MERGE'
      ? await funderNames(tx, organizationId)
      : await funderNamesOfImport(tx, organizationId, ctx.importId),
  );
  const programs =
    ctx.kind === 'GRANTS' ? byKey(await programNames(tx, organizationId)) : new Map<string, number>();
  const createdKeys = new Set<string>();
  const outcomes: ImportRowOutcome[] = [];
  // The batch's grants are inserted together after the loop; their outcomes get the ids then.
  const pending: Array<{ outcome: ImportRowOutcome; grant: NewGrant }> = [];
  for (const { row, key, read: readRowResult } of read) {
    const base = { rowNumber: row.rowNumber, rowKey: key, reasons: [], cells: null };
    const reading = readRowResult.reading;
    if (!reading.ok) {
      outcomes.push({
        ...base,
        ...blankOutcome,
        outcome: 'SKIPPED',
        reasons: reading.reasons,
        cells: row.cells,
      });
      continue;
    }
    const earlier = known.get(key);
    if (earlier || createdKeys.has(key)) {
      outcomes.push({
        ...base,
        ...blankOutcome,
        outcome: 'MATCHED',
        funderId: earlier?.funderId ?? null,
        grantId: earlier?.grantId ?? null,
      });
      continue;
    }
    createdKeys.add(key);
    if ('funder' in reading) {
      const existing = ctx.funderMatch === 'MERGE' ? funders.get(nameKey(reading.funder.name)) : undefined;
      if (existing !== undefined) {
        outcomes.push({ ...base, ...blankOutcome, outcome: 'MATCHED', funderId: existing });
        continue;
      }
      const funderId = await insertFunder(ctx, reading.funder);
      funders.set(nameKey(reading.funder.name), funderId);
      outcomes.push({ ...base, ...blankOutcome, outcome: 'CREATED', funderId, createdFunder: true });
      continue;
    }
    const { grant, ...parties } = await grantOfRow(ctx, reading.grant, { funders, programs });
    const outcome: ImportRowOutcome = { ...base, outcome: 'CREATED', ...parties, grantId: null };
    outcomes.push(outcome);
    pending.push({ outcome, grant });
  }
  const grantIds = await createGrants(
    tx,
    organizationId,
    pending.map((item) => item.grant),
  );
  pending.forEach((item, index) => {
    item.outcome.grantId = grantIds[index] ?? null;
  });
  return outcomes;
}

/** The row's grant, ready to insert, after creating the funder and program it names when they are new. */
async function grantOfRow(
  ctx: BatchContext,
  grant: GrantRowValues,
  names: { funders: Names; programs: Names },
) {
  const { tx, organizationId } = ctx;
  let funderId = names.funders.get(nameKey(grant.funderName));
  const createdFunder = funderId === undefined;
  if (funderId === undefined) {
    funderId = await createFunder(tx, organizationId, { name: grant.funderName, type: 'FOUNDATION' }, null);
    names.funders.set(nameKey(grant.funderName), funderId);
  }
  let programId = names.programs.get(nameKey(grant.programName));
  const createdProgram = programId === undefined;
  if (programId === undefined) {
    programId = await insertImportedProgram(tx, organizationId, grant.programName);
    names.programs.set(nameKey(grant.programName), programId);
  }
  const payload = createGrantParams({ ...grant.form, funderId, programId });
  const count = recurrenceCountFor(payload.frequency, payload.recurrenceCount);
  const first = firstApplication(payload.application);
  const newGrant: NewGrant = {
    funderId,
    programId,
    frequency: payload.frequency,
    recurrenceCount: count,
    applications: planGrantApplications(first, recurringDeadlines(first.deadline, count)),
  };
  return { funderId, programId, createdFunder, createdProgram, grant: newGrant };
}
