import { sql } from 'drizzle-orm';
import { check, foreignKey, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { cents, createdAt, id, updatedAt } from './columns.ts';
import { tenantId } from './tenant.ts';

export const programs = pgTable(
  'programs',
  {
    id: id(),
    organizationId: tenantId(),
    name: text('name').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('programs_organization_id_id_unique').on(t.organizationId, t.id),
    // `/program/name` checks availability; the index makes the rule hold under concurrent requests.
    uniqueIndex('programs_organization_name_unique').on(t.organizationId, sql`lower(${t.name})`),
  ],
);

/** The goal of one program for one fiscal year (the year the fiscal year starts in). */
export const programYearlyGoals = pgTable(
  'program_yearly_goals',
  {
    id: id(),
    organizationId: tenantId(),
    programId: integer('program_id').notNull(),
    fiscalYear: integer('fiscal_year').notNull(),
    goalCents: cents('goal_cents').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'program_yearly_goals_program_fk',
      columns: [t.organizationId, t.programId],
      foreignColumns: [programs.organizationId, programs.id],
    }).onDelete('cascade'),
    unique('program_yearly_goals_program_year_unique').on(t.organizationId, t.programId, t.fiscalYear),
    check('program_yearly_goals_goal_non_negative', sql`${t.goalCents} >= 0`),
  ],
);
