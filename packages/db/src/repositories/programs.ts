import { DomainError } from '@grantflow/domain/shared/errors';
import { FIELD_ISSUES } from '@grantflow/domain/shared/issue-codes';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { programs, programYearlyGoals } from '../schema/programs.ts';
import {
  AWARD_DATE_SQL,
  type DateRange,
  found,
  isUniqueViolation,
  toNullableNumber,
  toNumber,
} from './shared.ts';

export interface ProgramRecord {
  id: number;
  organizationId: number;
  name: string;
  /** The fiscal year the goal and amounts below belong to. */
  fiscalYear: number;
  yearlyGoalCents: number | null;
  achievedCents: number;
  /** Goal minus achieved, never below zero (0 when there is no goal). */
  missingCents: number;
}

export interface FiscalYearWindow {
  fiscalYear: number;
  /** The fiscal year's first and last day, from the organisation's fiscal year start. */
  range: Required<DateRange>;
}

function nameTaken(): DomainError {
  const taken = FIELD_ISSUES.nameTaken;
  return new DomainError('VALIDATION', taken.message, { details: { name: taken } });
}

function achievedSql(range: Required<DateRange>) {
  return sql<string>`(select coalesce(sum(aw.amount_awarded_cents), 0) from applications aw
    join grants gw on gw.id = aw.grant_id and gw.organization_id = aw.organization_id
    where gw.program_id = ${sql.raw('"programs"."id"')} and aw.status = 'AWARDED'
      and ${AWARD_DATE_SQL} between ${range.start}::date and ${range.end}::date)`;
}

/** Programs with goal, achieved and missing amounts for one fiscal year, by name; one statement. */
export async function listPrograms(
  tx: DbExecutor,
  organizationId: number,
  window: FiscalYearWindow,
  programId?: number,
): Promise<ProgramRecord[]> {
  const rows = await tx
    .select({
      id: programs.id,
      organizationId: programs.organizationId,
      name: programs.name,
      goal: programYearlyGoals.goalCents,
      achieved: achievedSql(window.range),
    })
    .from(programs)
    .leftJoin(
      programYearlyGoals,
      and(
        eq(programYearlyGoals.programId, programs.id),
        eq(programYearlyGoals.organizationId, programs.organizationId),
        eq(programYearlyGoals.fiscalYear, window.fiscalYear),
      ),
    )
    .where(
      and(eq(programs.organizationId, organizationId), programId ? eq(programs.id, programId) : undefined),
    )
    .orderBy(asc(sql`lower(${programs.name})`), asc(programs.id));
  return rows.map((row) => {
    const yearlyGoalCents = toNullableNumber(row.goal);
    const achievedCents = toNumber(row.achieved);
    return {
      id: row.id,
      organizationId: row.organizationId,
      name: row.name,
      fiscalYear: window.fiscalYear,
      yearlyGoalCents,
      achievedCents,
      missingCents: Math.max((yearlyGoalCents ?? 0) - achievedCents, 0),
    };
  });
}

export async function getProgram(
  tx: DbExecutor,
  organizationId: number,
  id: number,
  window: FiscalYearWindow,
): Promise<ProgramRecord> {
  const [program] = await listPrograms(tx, organizationId, window, id);
  return found(program, 'PROGRAM_NOT_FOUND');
}

export async function assertProgramExists(tx: DbExecutor, organizationId: number, id: number): Promise<void> {
  const [row] = await tx
    .select({ id: programs.id })
    .from(programs)
    .where(and(eq(programs.organizationId, organizationId), eq(programs.id, id)));
  found(row, 'PROGRAM_NOT_FOUND');
}

async function nameIsTaken(tx: DbExecutor, organizationId: number, name: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: programs.id })
    .from(programs)
    .where(and(eq(programs.organizationId, organizationId), sql`lower(${programs.name}) = lower(${name})`));
  return row !== undefined && row.id !== exceptId;
}

/** A new program with its goal for one fiscal year. A name taken (case-insensitively) is refused. */
export async function createProgram(
  tx: DbExecutor,
  organizationId: number,
  input: { name: string; goalCents: number; fiscalYear: number },
): Promise<number> {
  if (await nameIsTaken(tx, organizationId, input.name)) throw nameTaken();
  try {
    const [row] = await tx
      .insert(programs)
      .values({ organizationId, name: input.name })
      .returning({ id: programs.id });
    if (!row) throw new DomainError('INTERNAL');
    await tx.insert(programYearlyGoals).values({
      organizationId,
      programId: row.id,
      fiscalYear: input.fiscalYear,
      goalCents: input.goalCents,
    });
    return row.id;
  } catch (error) {
    // Two concurrent creates: the unique index decides.
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function renameProgram(
  tx: DbExecutor,
  organizationId: number,
  id: number,
  name: string,
): Promise<{ id: number; name: string }> {
  if (await nameIsTaken(tx, organizationId, name, id)) throw nameTaken();
  try {
    const [row] = await tx
      .update(programs)
      .set({ name })
      .where(and(eq(programs.organizationId, organizationId), eq(programs.id, id)))
      .returning({ id: programs.id, name: programs.name });
    return found(row, 'PROGRAM_NOT_FOUND');
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

/**
 * Sets the goal of `fiscalYear`. With `singleYear` false the same goal also overwrites every later fiscal
 * year that already has one (years without a goal are not invented).
 */
export async function setProgramYearlyGoal(
  tx: DbExecutor,
  organizationId: number,
  input: { programId: number; goalCents: number; fiscalYear: number; singleYear: boolean },
): Promise<void> {
  await assertProgramExists(tx, organizationId, input.programId);
  await tx
    .insert(programYearlyGoals)
    .values({
      organizationId,
      programId: input.programId,
      fiscalYear: input.fiscalYear,
      goalCents: input.goalCents,
    })
    .onConflictDoUpdate({
      target: [
        programYearlyGoals.organizationId,
        programYearlyGoals.programId,
        programYearlyGoals.fiscalYear,
      ],
      set: { goalCents: input.goalCents },
    });
  if (input.singleYear) return;
  await tx
    .update(programYearlyGoals)
    .set({ goalCents: input.goalCents })
    .where(
      and(
        eq(programYearlyGoals.organizationId, organizationId),
        eq(programYearlyGoals.programId, input.programId),
        gt(programYearlyGoals.fiscalYear, input.fiscalYear),
      ),
    );
}

export async function deleteProgram(tx: DbExecutor, organizationId: number, id: number): Promise<void> {
  const [row] = await tx
    .delete(programs)
    .where(and(eq(programs.organizationId, organizationId), eq(programs.id, id)))
    .returning({ id: programs.id });
  found(row, 'PROGRAM_NOT_FOUND');
}
