// Tasks: the add/edit form, the createTask/updateTask params, the lists' filters and the reminder days
// (docs/product.md, Tasks).
import { TASK_REMINDER_DAY_MAX, TASK_STATES } from '@grantflow/domain/task/task-rules';
import { z } from 'zod';
import {
  id,
  isoDate,
  object,
  optionalChoice,
  optionalFormDate,
  optionalMultilineText,
  requiredText,
} from './fields.ts';
import { issue } from './messages.ts';
import { filterDateSchema } from './pagination.ts';

export const TASK_TITLE_MAX_LENGTH = 200;
export const TASK_DESCRIPTION_MAX_LENGTH = 5000;
/** How many reminder days a user may pick. */
export const TASK_REMINDER_DAYS_MAX_COUNT = 10;

const title = requiredText(TASK_TITLE_MAX_LENGTH);
const description = optionalMultilineText(TASK_DESCRIPTION_MAX_LENGTH).transform((value) => value || null);

/** The Mantine form: the due date typed in the user's format arrives as yyyy-MM-dd or blank. */
export const taskFormSchema = object({
  title,
  description,
  assigneeId: id,
  dueDate: optionalFormDate,
});
export type TaskFormInput = z.input<typeof taskFormSchema>;

/** createTask(params) / updateTask(id, params). A task names an application, a funder or neither. */
export const taskParamsSchema = object({
  title,
  description,
  assigneeId: id,
  dueDate: isoDate.nullish().transform((value) => value ?? null),
  applicationId: id.nullish().transform((value) => value ?? null),
  funderId: id.nullish().transform((value) => value ?? null),
});
export type TaskParams = z.output<typeof taskParamsSchema>;

/** listTasks(filters): every filter optional. */
export const taskFiltersSchema = object({
  applicationId: id.nullish(),
  funderId: id.nullish(),
  assigneeId: id.nullish(),
  state: optionalChoice(TASK_STATES),
  dueFrom: filterDateSchema,
  dueTo: filterDateSchema,
})
  .nullish()
  .transform((filters) => filters ?? {});
export type TaskFilters = z.output<typeof taskFiltersSchema>;

/** copyTasksFromApplication(fromId, toId). */
export const copyTasksArgsSchema = object({ fromId: id, toId: id });

/** updateTaskReminderDays(days): whole days before the due date, none to turn task reminders off. */
export const taskReminderDaysArgsSchema = object({
  days: z
    .array(
      z
        .number({ error: issue.invalid })
        .int({ error: issue.invalid })
        .min(0, { error: issue.between(0, TASK_REMINDER_DAY_MAX) })
        .max(TASK_REMINDER_DAY_MAX, { error: issue.between(0, TASK_REMINDER_DAY_MAX) }),
      { error: issue.invalid },
    )
    .max(TASK_REMINDER_DAYS_MAX_COUNT, { error: issue.maxLength(TASK_REMINDER_DAYS_MAX_COUNT) }),
});
