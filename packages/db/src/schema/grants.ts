import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { cents, createdAt, day, id, updatedAt } from './columns.ts';
import { applicationStatusEnum, deadlineTypeEnum, grantFrequencyEnum, reportUrgencyEnum } from './enums.ts';
import { funders } from './funders.ts';
import { programs } from './programs.ts';
import { tenantId } from './tenant.ts';

export const grants = pgTable(
  'grants',
  {
    id: id(),
    organizationId: tenantId(),
    funderId: integer('funder_id').notNull(),
    // Nullable so deleting a program keeps its grants' history (ON DELETE SET NULL).
    programId: integer('program_id').references(() => programs.id, { onDelete: 'set null' }),
    frequency: grantFrequencyEnum('frequency').notNull().default('ONE_TIME'),
    recurrenceCount: integer('recurrence_count'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('grants_organization_id_id_unique').on(t.organizationId, t.id),
    foreignKey({
      name: 'grants_funder_fk',
      columns: [t.organizationId, t.funderId],
      foreignColumns: [funders.organizationId, funders.id],
    }).onDelete('cascade'),
    check('grants_recurrence_count_range', sql`${t.recurrenceCount} between 1 and 10`),
    index('grants_organization_funder_idx').on(t.organizationId, t.funderId),
    index('grants_organization_program_idx').on(t.organizationId, t.programId),
    index('grants_program_id_idx').on(t.programId),
  ],
);

/**
 * One application to a grant, with its submission and award folded in (they are 1:1 in the spec).
 * A "previous award" is an application with status AWARDED; `is_precision_by_year` marks one whose
 * award date is known only to the year.
 */
export const applications = pgTable(
  'applications',
  {
    id: id(),
    organizationId: tenantId(),
    grantId: integer('grant_id').notNull(),
    /**
     * The grant's funder, copied by a trigger on insert and on a change of grant (never written by code) and
     * kept equal by a cascading foreign key to (grant, funder): per-funder reads (last award, award totals)
     * become one index range instead of a walk over every grant of the funder. Nullable only so
     * that an application naming a missing grant still fails on the grant's foreign key, as before.
     */
    funderId: integer('funder_id'),
    /**
     * The grant's program, copied by triggers like funderId (on insert, on a change of grant, and when the
     * grant's program changes; never written by code), so that the dashboard's award summary, keyed by
     * program, follows every move of an award between programs (migration `…_dashboard_summaries`).
     */
    programId: integer('program_id'),
    status: applicationStatusEnum('status').notNull().default('NOT_APPLY'),
    deadline: day('deadline').notNull(),
    deadlineType: deadlineTypeEnum('deadline_type').notNull().default('REQUIRED'),
    declined: boolean('declined').notNull().default(false),
    declinedDate: day('declined_date'),
    declinedReason: text('declined_reason'),
    isSubmittedAsIneligible: boolean('is_submitted_as_ineligible').notNull().default(false),
    ineligibleReason: text('ineligible_reason'),
    notApply: boolean('not_apply').notNull().default(false),
    fiscalDate: day('fiscal_date'),
    submissionDate: day('submission_date'),
    amountRequestedCents: cents('amount_requested_cents'),
    amountAwardedCents: cents('amount_awarded_cents'),
    receivementDate: day('receivement_date'),
    isPrecisionByYear: boolean('is_precision_by_year').notNull().default(false),
    /**
     * The awarded application this one renews. No foreign key: deleting the previous cycle keeps
     * its renewal. Unique per organisation, so renewing twice finds the first renewal instead of adding one.
     */
    renewedFromId: integer('renewed_from_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('applications_organization_id_id_unique').on(t.organizationId, t.id),
    foreignKey({
      name: 'applications_grant_fk',
      columns: [t.organizationId, t.grantId],
      foreignColumns: [grants.organizationId, grants.id],
    }).onDelete('cascade'),
    check('applications_amount_requested_non_negative', sql`${t.amountRequestedCents} >= 0`),
    check('applications_amount_awarded_non_negative', sql`${t.amountAwardedCents} >= 0`),
    index('applications_organization_deadline_idx').on(t.organizationId, t.deadline),
    index('applications_organization_status_idx').on(t.organizationId, t.status, t.deadline),
    index('applications_organization_submission_idx').on(t.organizationId, t.submissionDate),
    index('applications_organization_receivement_idx').on(t.organizationId, t.receivementDate),
    index('applications_organization_grant_idx').on(t.organizationId, t.grantId),
    unique('applications_renewed_from_unique').on(t.organizationId, t.renewedFromId),
  ],
);

/**
 * How many applications each organisation has, kept by the database (statement triggers on applications,
 * migration `…_application_counts`), never written by code: the grant list's plain page reads its total here
 * instead of counting the organisation's applications on every request, which grows with the organisation.
 * Exact, not a cache: it changes in the transaction that
 * adds or removes the applications. Filtered lists still count their rows.
 */
export const applicationCounts = pgTable('application_counts', {
  organizationId: tenantId().primaryKey(),
  applications: integer('applications').notNull().default(0),
});

export const reports = pgTable(
  'reports',
  {
    id: id(),
    organizationId: tenantId(),
    applicationId: integer('application_id').notNull(),
    deadline: day('deadline').notNull(),
    urgency: reportUrgencyEnum('urgency').notNull(),
    submitted: boolean('submitted').notNull().default(false),
    submissionDate: day('submission_date'),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'reports_application_fk',
      columns: [t.organizationId, t.applicationId],
      foreignColumns: [applications.organizationId, applications.id],
    }).onDelete('cascade'),
    check('reports_description_length', sql`char_length(${t.description}) <= 300`),
    index('reports_organization_deadline_idx').on(t.organizationId, t.deadline),
    index('reports_organization_application_idx').on(t.organizationId, t.applicationId),
  ],
);
