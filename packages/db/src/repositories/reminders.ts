import type { SupportedLanguage } from '@grantflow/domain/constants/limits';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { reminderSends } from '../schema/calendar.ts';
import { funders } from '../schema/funders.ts';
import { applications, reports } from '../schema/grants.ts';
import { users } from '../schema/identity.ts';
import { programs } from '../schema/programs.ts';
import { partiesJoinSql } from './parties-sql.ts';
import { reportApplicationJoinSql } from './report-sql.ts';
import { toNumber } from './shared.ts';

/** Days before a deadline on which a reminder goes out. */
export const REMINDER_OFFSETS = [30, 14, 7, 1] as const;

/** `task_due`: a task's reminder to its assignee (subject: the task). */
export type DeadlineReminderKind = 'application_deadline' | 'report_deadline';
export type ReminderKind = DeadlineReminderKind | 'task_due';

export interface DueReminder {
  kind: DeadlineReminderKind;
  /** Application id or report id. */
  subjectId: number;
  deadline: string;
  daysBefore: number;
  /** Where an application deadline's record opens (its funder's profile). */
  funderId: number;
  funderName: string;
  programName: string | null;
}

export interface ReminderRecipient {
  id: number;
  email: string;
  /** The language their reminders are written in. */
  language: SupportedLanguage;
}

/**
 * Open application deadlines (status NOT_APPLY) and unsubmitted report deadlines exactly 30, 14, 7 or 1
 * days after `today` (the organisation's local date): one statement.
 */
export async function dueReminders(
  tx: DbExecutor,
  organizationId: number,
  today: string,
  offsets: readonly number[] = REMINDER_OFFSETS,
): Promise<DueReminder[]> {
  const days = sql`(${sql.join(
    offsets.map((offset) => sql`${today}::date + ${offset}::int`),
    sql`, `,
  )})`;
  const result = await tx.execute<{
    kind: DeadlineReminderKind;
    subject_id: number;
    deadline: string;
    days_before: number;
    funder_id: number;
    funder_name: string;
    program_name: string | null;
  }>(sql`
    select 'application_deadline' as kind, ${applications.id} as subject_id, ${applications.deadline}::text as deadline,
      ${applications.deadline} - ${today}::date as days_before, ${funders.id} as funder_id, ${funders.name} as funder_name,
      ${programs.name} as program_name
    from ${applications} ${partiesJoinSql}
    where ${applications.organizationId} = ${organizationId} and ${applications.status} = 'NOT_APPLY'
      and ${applications.deadline} in ${days}
    union all
    select 'report_deadline', ${reports.id}, ${reports.deadline}::text, ${reports.deadline} - ${today}::date,
      ${funders.id}, ${funders.name}, ${programs.name}
    from ${reports}
    ${reportApplicationJoinSql}
    ${partiesJoinSql}
    where ${reports.organizationId} = ${organizationId} and not ${reports.submitted} and ${reports.deadline} in ${days}
    order by 3, 1, 2`);
  return result.rows.map((row) => ({
    kind: row.kind,
    subjectId: toNumber(row.subject_id),
    deadline: row.deadline,
    daysBefore: toNumber(row.days_before),
    funderId: toNumber(row.funder_id),
    funderName: row.funder_name,
    programName: row.program_name,
  }));
}

/** The organisation's own authorized, verified users who keep reminders on. */
export async function reminderRecipients(
  tx: DbExecutor,
  organizationId: number,
): Promise<ReminderRecipient[]> {
  const result = await tx.execute<{ id: number; email: string; language: SupportedLanguage }>(sql`
    select ${users.id} as id, ${users.email} as email, ${users.language} as language from ${users}
    where ${users.organizationId} = ${organizationId} and ${users.remindersEnabled} and ${users.authorized}
      and ${users.verifiedAt} is not null
    order by ${users.id}`);
  return result.rows.map((row) => ({ id: toNumber(row.id), email: row.email, language: row.language }));
}

export interface ReminderKey {
  organizationId: number;
  userId: number;
  kind: ReminderKind;
  subjectId: number;
  /** The day the reminder is for (today, organisation-local). */
  remindOn: string;
}

/**
 * Claims one reminder. True only for the caller that inserted the row; a concurrent claimer waits on the
 * unique key and then gets false. Run it in the same transaction as the send: a failure rolls the claim back.
 */
export async function claimReminder(tx: DbExecutor, key: ReminderKey): Promise<boolean> {
  const rows = await tx
    .insert(reminderSends)
    .values(key)
    .onConflictDoNothing({
      target: [
        reminderSends.organizationId,
        reminderSends.userId,
        reminderSends.kind,
        reminderSends.subjectId,
        reminderSends.remindOn,
      ],
    })
    .returning({ id: reminderSends.id });
  return rows.length > 0;
}
