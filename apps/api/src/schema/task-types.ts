import type { Page } from '@grantflow/db/repositories/shared';
import type { OrganizationUser, TaskRecord } from '@grantflow/db/repositories/tasks';
import { TASK_STATES } from '@grantflow/domain/task/task-rules';
import { builder } from '../builder.ts';
import { describedValues } from './refs.ts';

// The task types (docs/product.md, Tasks); operations in task.ts.

export const TaskStateEnum = builder.enumType('TaskState', {
  description: 'OPEN until completed; DONE once completed (reopening makes it OPEN again).',
  values: describedValues(TASK_STATES, {
    OPEN: 'Still to be done.',
    DONE: 'Completed.',
  }),
});

export const TaskAssigneeRef = builder
  .objectRef<Pick<OrganizationUser, 'id' | 'email'>>('TaskAssignee')
  .implement({
    description: 'A user of the organisation a task is given to.',
    fields: (t) => ({
      id: t.exposeID('id', { description: "The user's id.", nullable: false }),
      name: t.string({
        description: "The user's name as Grantflow knows it: their e-mail address.",
        nullable: false,
        resolve: (user) => user.email,
      }),
    }),
  });

const TaskApplicationRef = builder
  .objectRef<{ id: number; funderId: number | null }>('TaskApplication')
  .implement({
    description: 'The application a task belongs to.',
    fields: (t) => ({
      id: t.exposeID('id', { description: "The application's id.", nullable: false }),
      funderId: t.id({
        description: "The application's funder (its page shows the application).",
        nullable: true,
        resolve: (application) => application.funderId,
      }),
    }),
  });

const TaskFunderRef = builder.objectRef<{ id: number }>('TaskFunder').implement({
  description: 'The funder a task belongs to.',
  fields: (t) => ({ id: t.exposeID('id', { description: "The funder's id.", nullable: false }) }),
});

export const TaskRef = builder.objectRef<TaskRecord>('Task').implement({
  description: 'A piece of work given to a user, about an application, a funder or nothing.',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The task's id.", nullable: false }),
    title: t.exposeString('title', { description: 'What is to be done.', nullable: false }),
    description: t.exposeString('description', { description: 'Details, or null.', nullable: true }),
    dueDate: t.exposeString('dueDate', { description: 'yyyy-MM-dd, or null.', nullable: true }),
    state: t.field({
      type: TaskStateEnum,
      description: 'OPEN or DONE.',
      nullable: false,
      resolve: (task) => task.state,
    }),
    assignee: t.field({
      type: TaskAssigneeRef,
      description: 'Whom the task is given to; null once that user is removed.',
      nullable: true,
      resolve: (task) =>
        task.assigneeId === null || task.assigneeEmail === null
          ? null
          : { id: task.assigneeId, email: task.assigneeEmail },
    }),
    application: t.field({
      type: TaskApplicationRef,
      description: 'The application the task belongs to, or null.',
      nullable: true,
      resolve: (task) =>
        task.applicationId === null ? null : { id: task.applicationId, funderId: task.applicationFunderId },
    }),
    funder: t.field({
      type: TaskFunderRef,
      description: 'The funder the task belongs to, or null.',
      nullable: true,
      resolve: (task) => (task.funderId === null ? null : { id: task.funderId }),
    }),
    createdAt: t.string({
      description: 'When the task was created (ISO 8601).',
      nullable: false,
      resolve: (task) => task.createdAt.toISOString(),
    }),
    completedAt: t.string({
      description: 'When it was completed (ISO 8601), or null while open.',
      nullable: true,
      resolve: (task) => task.completedAt?.toISOString() ?? null,
    }),
  }),
});

export const TaskPageRef = builder.objectRef<Page<TaskRecord>>('TaskPage').implement({
  description: 'One page of tasks.',
  fields: (t) => ({
    items: t.field({
      description: 'The tasks on this page.',
      type: [TaskRef],
      nullable: false,
      resolve: (page) => page.items,
    }),
    total: t.int({
      description: 'How many tasks the whole list holds.',
      nullable: false,
      resolve: (page) => page.total ?? 0,
    }),
  }),
});

export const TaskParamsInput = builder.inputType('TaskParams', {
  description: "A task's values. applicationId and funderId: at most one (TASK_TARGET_CONFLICT).",
  fields: (t) => ({
    title: t.string({ required: true, description: 'What is to be done (1–200 characters).' }),
    description: t.string({ description: 'Details (up to 5000 characters).' }),
    assigneeId: t.id({
      required: true,
      description: 'A user of the organisation (TASK_ASSIGNEE_NOT_IN_ORGANIZATION).',
    }),
    dueDate: t.string({ description: 'yyyy-MM-dd, or null for none.' }),
    applicationId: t.id({ description: 'The application the task belongs to.' }),
    funderId: t.id({ description: 'The funder the task belongs to.' }),
  }),
});

export const TaskFiltersInput = builder.inputType('TaskFilters', {
  description: 'Which tasks to keep; every filter optional.',
  fields: (t) => ({
    applicationId: t.id({ description: "An application's tasks." }),
    funderId: t.id({ description: "A funder's own tasks." }),
    assigneeId: t.id({ description: "A user's tasks." }),
    state: t.field({ type: TaskStateEnum, description: 'OPEN or DONE.' }),
    dueFrom: t.string({ description: 'First due date (yyyy-MM-dd), inclusive.' }),
    dueTo: t.string({ description: 'Last due date (yyyy-MM-dd), inclusive.' }),
  }),
});
