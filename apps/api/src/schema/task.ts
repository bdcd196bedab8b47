import type { AuthUser } from '@grantflow/auth/user';
import { completeTask } from '@grantflow/use-cases/task/complete-task';
import { copyTasksFromApplication } from '@grantflow/use-cases/task/copy-tasks-from-application';
import { createTask } from '@grantflow/use-cases/task/create-task';
import { deleteTask } from '@grantflow/use-cases/task/delete-task';
import { listAssignableUsers } from '@grantflow/use-cases/task/list-assignable-users';
import { listMyTasks } from '@grantflow/use-cases/task/list-my-tasks';
import { listTasks } from '@grantflow/use-cases/task/list-tasks';
import { reopenTask } from '@grantflow/use-cases/task/reopen-task';
import type { TaskMailDeps } from '@grantflow/use-cases/task/task-mail';
import { updateTask } from '@grantflow/use-cases/task/update-task';
import { copyTasksArgsSchema, taskFiltersSchema, taskParamsSchema } from '@grantflow/validation/task';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import type { Tenant } from '../operations/tenant.ts';
import { tenantMutation } from '../operations/tenant-mutation.ts';
import { tenantQuery } from '../operations/tenant-query.ts';
import { validateArgs } from './errors.ts';
import { PaginationInput } from './refs.ts';
import { idArg, pageArgs } from './scope.ts';
import { TaskAssigneeRef, TaskFiltersInput, TaskPageRef, TaskParamsInput, TaskRef } from './task-types.ts';

// Tasks (docs/product.md, Tasks): one use case per operation; the assignee's mail goes through the outbox.

const mailDeps = (ctx: Context, user: AuthUser, tenant: Tenant): TaskMailDeps => ({
  mailer: ctx.accounts.mailer,
  publicUrl: ctx.accounts.publicUrl,
  actor: { id: user.id, email: user.email },
  organizationName: tenant.organization.name,
});

builder.queryFields((t) => ({
  listMyTasks: t.field({
    type: TaskPageRef,
    nullable: false,
    description:
      "The caller's open tasks in the organisation: the overdue first, then by due date (none last).",
    args: {
      pagination: t.arg({ type: PaginationInput, description: 'Which page (20 per page when absent).' }),
    },
    resolve: tenantQuery({
      input: (args) => pageArgs(args.pagination),
      read: ({ tenant, user, input }) => listMyTasks({ ...tenant, userId: user.id, pagination: input }),
    }),
  }),
  listTasks: t.field({
    type: TaskPageRef,
    nullable: false,
    description: "The organisation's tasks by the filters: open before done, then by due date.",
    args: {
      filters: t.arg({ type: TaskFiltersInput, description: 'Which tasks to keep.' }),
      pagination: t.arg({ type: PaginationInput, description: 'Which page (20 per page when absent).' }),
    },
    resolve: tenantQuery({
      input: (args) => ({
        filters: validateArgs(taskFiltersSchema, args.filters),
        pagination: pageArgs(args.pagination),
      }),
      read: ({ tenant, input }) => listTasks({ ...tenant, ...input }),
    }),
  }),
  listAssignableUsers: t.field({
    type: [TaskAssigneeRef],
    nullable: false,
    description: "The organisation's authorized users, by e-mail: whom a task can be given to.",
    resolve: tenantQuery({ read: ({ tenant }) => listAssignableUsers(tenant) }),
  }),
}));

const taskId = (id: string | number) => idArg(id, 'TASK_NOT_FOUND');

builder.mutationFields((t) => ({
  createTask: t.field({
    type: TaskRef,
    nullable: false,
    description: 'Creates an open task; the assignee is e-mailed unless they are the caller.',
    args: { params: t.arg({ type: TaskParamsInput, required: true, description: "The task's values." }) },
    resolve: tenantMutation('createTask', {
      resolverArguments: [],
      input: taskParamsSchema,
      run: ({ tenant, user, input, ctx }) =>
        createTask({ ...tenant, params: input, mail: mailDeps(ctx, user, tenant) }),
    }),
  }),
  updateTask: t.field({
    type: TaskRef,
    nullable: false,
    description: "Replaces the task's values; a new assignee other than the caller is e-mailed.",
    args: {
      id: t.arg.id({ required: true, description: 'The task.' }),
      params: t.arg({ type: TaskParamsInput, required: true, description: "The task's values." }),
    },
    resolve: tenantMutation('updateTask', {
      input: taskParamsSchema,
      run: ({ tenant, user, input, args, ctx }) =>
        updateTask({ ...tenant, id: taskId(args.id), params: input, mail: mailDeps(ctx, user, tenant) }),
    }),
  }),
  completeTask: t.field({
    type: TaskRef,
    nullable: false,
    description: 'Marks the task DONE.',
    args: { id: t.arg.id({ required: true, description: 'The task.' }) },
    resolve: tenantMutation('completeTask', {
      run: ({ tenant, args }) => completeTask({ ...tenant, id: taskId(args.id) }),
    }),
  }),
  reopenTask: t.field({
    type: TaskRef,
    nullable: false,
    description: 'Makes a DONE task OPEN again.',
    args: { id: t.arg.id({ required: true, description: 'The task.' }) },
    resolve: tenantMutation('reopenTask', {
      run: ({ tenant, args }) => reopenTask({ ...tenant, id: taskId(args.id) }),
    }),
  }),
  deleteTask: t.id({
    nullable: false,
    description: 'Deletes the task; answers its id.',
    args: { id: t.arg.id({ required: true, description: 'The task.' }) },
    resolve: tenantMutation('deleteTask', {
      run: async ({ tenant, args }) => (await deleteTask({ ...tenant, id: taskId(args.id) })).id,
    }),
  }),
  copyTasksFromApplication: t.field({
    type: [TaskRef],
    nullable: false,
    description:
      "Copies an earlier cycle's tasks (open or done) to a new application as open tasks, due dates moved by as many days as the deadline moved.",
    args: {
      fromId: t.arg.id({ required: true, description: 'The earlier application.' }),
      toId: t.arg.id({ required: true, description: 'The new application.' }),
    },
    resolve: tenantMutation('copyTasksFromApplication', {
      argument: null,
      resolverArguments: [],
      input: copyTasksArgsSchema,
      run: ({ tenant, user, input }) => copyTasksFromApplication({ ...tenant, ...input, actorId: user.id }),
    }),
  }),
}));
