import type { SupportedLanguage } from '@grantflow/domain/constants/limits';
import { and, asc, count, eq, gte, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { DbExecutor } from '../client.ts';
import { applications } from '../schema/grants.ts';
import { users } from '../schema/identity.ts';
import { tasks } from '../schema/tasks.ts';
import { found, type Page, type PageRequest, pageTotalColumn, selectPage } from './shared.ts';

export type TaskState = 'OPEN' | 'DONE';

export interface TaskRecord {
  id: number;
  title: string;
  description: string | null;
  dueDate: string | null;
  state: TaskState;
  assigneeId: number | null;
  /** The assignee's e-mail address (users have no other name). */
  assigneeEmail: string | null;
  createdById: number | null;
  applicationId: number | null;
  funderId: number | null;
  /** The funder of the task's application, for links (null for a funder's or a free task). */
  applicationFunderId: number | null;
  createdAt: Date;
  completedAt: Date | null;
}

export interface TaskFields {
  title: string;
  description: string | null;
  assigneeId: number;
  dueDate: string | null;
  applicationId: number | null;
  funderId: number | null;
}

export interface TaskFilters {
  applicationId?: number | null;
  funderId?: number | null;
  assigneeId?: number | null;
  state?: TaskState | null;
  /** Inclusive yyyy-MM-dd bounds on the due date (the calendar's range); tasks without one then drop out. */
  dueFrom?: string | null;
  dueTo?: string | null;
}

const taskColumns = {
  id: tasks.id,
  title: tasks.title,
  description: tasks.description,
  dueDate: tasks.dueDate,
  state: tasks.state,
  assigneeId: tasks.assigneeId,
  assigneeEmail: users.email,
  createdById: tasks.createdById,
  applicationId: tasks.applicationId,
  funderId: tasks.funderId,
  applicationFunderId: applications.funderId,
  createdAt: tasks.createdAt,
  completedAt: tasks.completedAt,
};

function selectTasks(tx: DbExecutor, where: SQL | undefined, counted: SQL | null = null) {
  return tx
    .select({ ...taskColumns, pageTotal: pageTotalColumn(counted) })
    .from(tasks)
    .leftJoin(users, eq(users.id, tasks.assigneeId))
    .leftJoin(
      applications,
      and(eq(applications.organizationId, tasks.organizationId), eq(applications.id, tasks.applicationId)),
    )
    .where(where);
}

/** The task, or TASK_NOT_FOUND (another organisation's id looks exactly like a missing one). */
export async function getTask(tx: DbExecutor, organizationId: number, id: number): Promise<TaskRecord> {
  const [row] = await selectTasks(tx, and(eq(tasks.organizationId, organizationId), eq(tasks.id, id)));
  const { pageTotal: _total, ...task } = found(row, 'TASK_NOT_FOUND');
  return task;
}

export async function insertTask(
  tx: DbExecutor,
  organizationId: number,
  fields: Omit<TaskFields, 'assigneeId'> & { assigneeId: number | null; createdById: number | null },
): Promise<number> {
  const [row] = await tx
    .insert(tasks)
    .values({ organizationId, ...fields })
    .returning({ id: tasks.id });
  return found(row, 'TASK_NOT_FOUND').id;
}

export async function updateTaskRow(
  tx: DbExecutor,
  organizationId: number,
  id: number,
  fields: TaskFields,
): Promise<void> {
  const [row] = await tx
    .update(tasks)
    .set(fields)
    .where(and(eq(tasks.organizationId, organizationId), eq(tasks.id, id)))
    .returning({ id: tasks.id });
  found(row, 'TASK_NOT_FOUND');
}

/** DONE records when; OPEN clears it. */
export async function setTaskState(
  tx: DbExecutor,
  organizationId: number,
  id: number,
  state: TaskState,
): Promise<void> {
  const [row] = await tx
    .update(tasks)
    .set({ state, completedAt: state === 'DONE' ? sql`now()` : null })
    .where(and(eq(tasks.organizationId, organizationId), eq(tasks.id, id)))
    .returning({ id: tasks.id });
  found(row, 'TASK_NOT_FOUND');
}

export async function deleteTaskRow(tx: DbExecutor, organizationId: number, id: number): Promise<void> {
  const [row] = await tx
    .delete(tasks)
    .where(and(eq(tasks.organizationId, organizationId), eq(tasks.id, id)))
    .returning({ id: tasks.id });
  found(row, 'TASK_NOT_FOUND');
}

function filterConditions(organizationId: number, filters: TaskFilters): SQL | undefined {
  const conditions: SQL[] = [eq(tasks.organizationId, organizationId)];
  if (filters.applicationId != null) conditions.push(eq(tasks.applicationId, filters.applicationId));
  if (filters.funderId != null) conditions.push(eq(tasks.funderId, filters.funderId));
  if (filters.assigneeId != null) conditions.push(eq(tasks.assigneeId, filters.assigneeId));
  if (filters.state != null) conditions.push(eq(tasks.state, filters.state));
  if (filters.dueFrom != null) conditions.push(gte(tasks.dueDate, filters.dueFrom));
  if (filters.dueTo != null) conditions.push(lte(tasks.dueDate, filters.dueTo));
  return and(...conditions);
}

/**
 * A page of tasks: open before done, then by due date (the earliest, so the overdue, first; none last),
 * then by creation. One statement with its total.
 */
export async function listTasks(
  tx: DbExecutor,
  organizationId: number,
  filters: TaskFilters,
  page: PageRequest,
): Promise<Page<TaskRecord>> {
  const where = filterConditions(organizationId, filters);
  const counted = tx.select({ value: count() }).from(tasks).where(where);
  const rows = selectTasks(tx, where, sql`${counted}`).orderBy(
    sql`${tasks.state} = 'DONE'`,
    sql`${tasks.dueDate} asc nulls last`,
    asc(tasks.id),
  );
  const result = await selectPage(rows, counted, page);
  return { items: result.rows, total: result.total };
}

export interface OrganizationUser {
  id: number;
  email: string;
  language: SupportedLanguage;
}

/** A user of this organisation (RLS hides every other one), or null. */
export async function findOrganizationUser(
  tx: DbExecutor,
  organizationId: number,
  userId: number,
): Promise<OrganizationUser | null> {
  const [row] = await tx
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.id, userId)));
  return row ?? null;
}

/** The application exists in the organisation, else APPLICATION_NOT_FOUND. */
export async function assertApplicationExists(
  tx: DbExecutor,
  organizationId: number,
  id: number,
): Promise<void> {
  const [row] = await tx
    .select({ id: applications.id })
    .from(applications)
    .where(and(eq(applications.organizationId, organizationId), eq(applications.id, id)));
  found(row, 'APPLICATION_NOT_FOUND');
}

/** Every task of the application, oldest first (a new cycle copies them). */
export async function applicationTasks(
  tx: DbExecutor,
  organizationId: number,
  applicationId: number,
): Promise<TaskRecord[]> {
  const rows = await selectTasks(
    tx,
    and(eq(tasks.organizationId, organizationId), eq(tasks.applicationId, applicationId)),
  ).orderBy(asc(tasks.id));
  return rows.map(({ pageTotal: _total, ...task }) => task);
}

/** The application's deadline, else APPLICATION_NOT_FOUND. */
export async function applicationDeadline(
  tx: DbExecutor,
  organizationId: number,
  id: number,
): Promise<string> {
  const [row] = await tx
    .select({ deadline: applications.deadline })
    .from(applications)
    .where(and(eq(applications.organizationId, organizationId), eq(applications.id, id)));
  return found(row, 'APPLICATION_NOT_FOUND').deadline;
}

/**
 * The organisation's authorized users by e-mail: whom a task can be given to. Platform ADMINs are left out:
 * they act for every organisation and belong to none of them in practice.
 */
export async function organizationUsers(tx: DbExecutor, organizationId: number): Promise<OrganizationUser[]> {
  return tx
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.authorized, true), ne(users.role, 'ADMIN')))
    .orderBy(asc(users.email));
}
