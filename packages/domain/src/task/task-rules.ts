import type { WireDate } from '../dates/calendar-date.ts';
import { addDays, daysBetween } from '../dates/date-arithmetic.ts';
import { DomainError } from '../shared/errors.ts';

// Tasks (docs/product.md, Tasks): pure rules, no I/O.

export const TASK_STATES = ['OPEN', 'DONE'] as const;
export type TaskState = (typeof TASK_STATES)[number];

/** The days before a due date on which the assignee is e-mailed, unless they choose others: the deadline reminders' days. */
export const DEFAULT_TASK_REMINDER_DAYS = [30, 14, 7, 1] as const;
export const TASK_REMINDER_DAY_MAX = 365;

/** A task belongs to an application, or a funder, or nothing — never both. */
export function assertOneTarget(target: { applicationId: number | null; funderId: number | null }): void {
  if (target.applicationId !== null && target.funderId !== null) {
    throw new DomainError('TASK_TARGET_CONFLICT');
  }
}

/** Assigning someone else is worth a mail; assigning yourself is not. */
export function assignmentNeedsMail(options: {
  assigneeId: number;
  previousAssigneeId: number | null;
  actorId: number;
}): boolean {
  return options.assigneeId !== options.actorId && options.assigneeId !== options.previousAssigneeId;
}

/** Open and due before today. */
export function isTaskOverdue(
  task: { state: TaskState; dueDate: WireDate | null },
  today: WireDate,
): boolean {
  return task.state === 'OPEN' && task.dueDate !== null && task.dueDate < today;
}

/** The due date carried into the next cycle: moved by as many days as the application's deadline moved. */
export function shiftedDueDate(
  dueDate: WireDate | null,
  cycle: { fromDeadline: WireDate; toDeadline: WireDate },
): WireDate | null {
  if (dueDate === null) return null;
  return addDays(dueDate, daysBetween(cycle.fromDeadline, cycle.toDeadline));
}

/** Sorted, without repeats: the stored form of a user's task reminder days. */
export function normalizeReminderDays(days: readonly number[]): number[] {
  return [...new Set(days)].sort((a, b) => b - a);
}
