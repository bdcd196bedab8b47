import { DomainError } from '@grantflow/domain/shared/errors';
import { getTaskReminderDays } from '@grantflow/use-cases/task/get-task-reminder-days';
import { setTaskReminderDays } from '@grantflow/use-cases/task/set-task-reminder-days';
import { taskReminderDaysArgsSchema } from '@grantflow/validation/task';
import { builder } from '../builder.ts';
import { signedInMutation } from '../operations/signed-in-mutation.ts';
import { UserRef } from './user.ts';

// The caller's own task reminder days, beside their deadline reminders' switch (docs/product.md, Tasks).

builder.objectField(UserRef, 'taskReminderDays', (t) =>
  t.intList({
    nullable: false,
    description:
      'Days before a task’s due date on which its assignee is e-mailed (30, 14, 7, 1 unless changed); empty: none.',
    resolve: async (user, _args, ctx) => {
      if (ctx.auth?.user.id !== user.id) throw new DomainError('UNAUTHORIZED');
      return (await getTaskReminderDays({ db: ctx.db, user })) ?? [];
    },
  }),
);

builder.mutationField('updateTaskReminderDays', (t) =>
  t.intList({
    nullable: false,
    description:
      "Sets the caller's task reminder days (0–365, at most 10; none turns them off); returns them.",
    args: {
      days: t.arg.intList({ required: true, description: 'Whole days before the due date.' }),
    },
    resolve: signedInMutation('updateTaskReminderDays', {
      input: taskReminderDaysArgsSchema,
      run: async ({ db, user, input }) => {
        const days = await setTaskReminderDays({ db, user, days: input.days });
        if (days === null) throw new DomainError('UNAUTHORIZED');
        return days;
      },
    }),
  }),
);
