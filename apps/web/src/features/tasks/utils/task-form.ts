import { isTaskOverdue } from '@grantflow/domain/task/task-rules';
import { localToday } from '@grantflow/validation/dates';
import { taskFormSchema } from '@grantflow/validation/task';
import type { TaskRow } from '../graphql/tasks.ts';

/** The add/edit form's values: the assignee as the Select's string, the due date as yyyy-MM-dd or null. */
export interface TaskFormValues {
  title: string;
  assigneeId: string | null;
  dueDate: string | null;
  description: string;
}

/** What a task belongs to: its application, its funder, or nothing (My tasks adds none). */
export interface TaskTarget {
  applicationId?: string | null;
  funderId?: string | null;
}

export function initialTaskForm(task: TaskRow | null, defaultAssigneeId: string | null): TaskFormValues {
  return {
    title: task?.title ?? '',
    assigneeId: task?.assignee?.id ?? defaultAssigneeId,
    dueDate: task?.dueDate ?? null,
    description: task?.description ?? '',
  };
}

/** The createTask/updateTask params from checked form values (the server checks them again). */
export function taskParams(values: TaskFormValues, target: TaskTarget) {
  const parsed = taskFormSchema.parse(values);
  return {
    title: parsed.title,
    description: parsed.description,
    assigneeId: String(parsed.assigneeId),
    dueDate: parsed.dueDate,
    applicationId: target.applicationId ?? null,
    funderId: target.funderId ?? null,
  };
}

/** Open and due before the user's own today. */
export function isOverdue(task: Pick<TaskRow, 'state' | 'dueDate'>, today: string = localToday()): boolean {
  return isTaskOverdue({ state: task.state, dueDate: task.dueDate ?? null }, today);
}
