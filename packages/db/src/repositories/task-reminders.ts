import type { SupportedLanguage } from '@grantflow/domain/constants/limits';
import { and, asc, between, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { funders } from '../schema/funders.ts';
import { applications } from '../schema/grants.ts';
import { users } from '../schema/identity.ts';
import { tasks } from '../schema/tasks.ts';
import { toNumber } from './shared.ts';

/** An open task whose assignee asked to be reminded `daysBefore` days before its due date, today. */
export interface DueTaskReminder {
  taskId: number;
  title: string;
  dueDate: string;
  daysBefore: number;
  applicationId: number | null;
  /** The application's funder, or the task's own. */
  funderId: number | null;
  funderName: string | null;
  assignee: { id: number; email: string; language: SupportedLanguage };
}

/**
 * Open tasks due on one of their assignee's task reminder days after `today`, assignees authorized and
 * verified: one statement over the organisation's tasks.
 */
export async function dueTaskReminders(
  tx: DbExecutor,
  organizationId: number,
  today: string,
): Promise<DueTaskReminder[]> {
  const result = await tx.execute<{
    task_id: number;
    title: string;
    due_date: string;
    days_before: number;
    application_id: number | null;
    funder_id: number | null;
    funder_name: string | null;
    user_id: number;
    email: string;
    language: SupportedLanguage;
  }>(sql`
    select ${tasks.id} as task_id, ${tasks.title} as title, ${tasks.dueDate}::text as due_date,
      ${tasks.dueDate} - ${today}::date as days_before, ${tasks.applicationId} as application_id,
      ${funders.id} as funder_id, ${funders.name} as funder_name,
      ${users.id} as user_id, ${users.email} as email, ${users.language} as language
    from ${tasks}
    join ${users} on ${users.id} = ${tasks.assigneeId} and ${users.organizationId} = ${tasks.organizationId}
    left join ${applications} on ${applications.organizationId} = ${tasks.organizationId}
      and ${applications.id} = ${tasks.applicationId}
    left join ${funders} on ${funders.organizationId} = ${tasks.organizationId}
      and ${funders.id} = coalesce(${tasks.funderId}, ${applications.funderId})
    where ${tasks.organizationId} = ${organizationId} and ${tasks.state} = 'OPEN'
      and ${tasks.dueDate} >= ${today}::date
      and (${tasks.dueDate} - ${today}::date) = any(${users.taskReminderDays})
      and ${users.authorized} and ${users.verifiedAt} is not null
    order by ${tasks.dueDate}, ${tasks.id}`);
  return result.rows.map((row) => ({
    taskId: toNumber(row.task_id),
    title: row.title,
    dueDate: row.due_date,
    daysBefore: toNumber(row.days_before),
    applicationId: row.application_id === null ? null : toNumber(row.application_id),
    funderId: row.funder_id === null ? null : toNumber(row.funder_id),
    funderName: row.funder_name,
    assignee: { id: toNumber(row.user_id), email: row.email, language: row.language },
  }));
}

/** An open task with a due date, as the calendar feed shows it. */
export interface TaskDeadlineRecord {
  id: number;
  title: string;
  dueDate: string;
  applicationId: number | null;
  funderId: number | null;
  assigneeEmail: string | null;
}

/** The organisation's open tasks due in the range, by due date. */
export async function taskDeadlines(
  tx: DbExecutor,
  organizationId: number,
  range: { start: string; end: string },
): Promise<TaskDeadlineRecord[]> {
  const rows = await tx
    .select({
      id: tasks.id,
      title: tasks.title,
      dueDate: tasks.dueDate,
      applicationId: tasks.applicationId,
      funderId: sql<number | null>`coalesce(${tasks.funderId}, ${applications.funderId})`,
      assigneeEmail: users.email,
    })
    .from(tasks)
    .leftJoin(users, eq(users.id, tasks.assigneeId))
    .leftJoin(
      applications,
      and(eq(applications.organizationId, tasks.organizationId), eq(applications.id, tasks.applicationId)),
    )
    .where(
      and(
        eq(tasks.organizationId, organizationId),
        eq(tasks.state, 'OPEN'),
        isNotNull(tasks.dueDate),
        between(tasks.dueDate, range.start, range.end),
      ),
    )
    .orderBy(asc(tasks.dueDate), asc(tasks.id));
  return rows.map((row) => ({
    ...row,
    dueDate: row.dueDate ?? range.start,
    funderId: row.funderId === null ? null : toNumber(row.funderId),
  }));
}

/** The user's task reminder days, read as their tenant; null when the user is not in it. */
export async function findTaskReminderDays(
  tx: DbExecutor,
  organizationId: number,
  userId: number,
): Promise<number[] | null> {
  const [row] = await tx
    .select({ days: users.taskReminderDays })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)));
  return row?.days ?? null;
}

export async function setTaskReminderDays(
  tx: DbExecutor,
  organizationId: number,
  userId: number,
  days: number[],
): Promise<number[] | null> {
  const [row] = await tx
    .update(users)
    .set({ taskReminderDays: days })
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)))
    .returning({ days: users.taskReminderDays });
  return row?.days ?? null;
}
