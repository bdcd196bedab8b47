import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { confirmAction } from '../../../ui/confirm.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import {
  CompleteTaskMutation,
  CreateTaskMutation,
  DeleteTaskMutation,
  ReopenTaskMutation,
  type TaskRow,
  UpdateTaskMutation,
} from '../graphql/tasks.ts';
import { type TaskFormValues, type TaskTarget, taskParams } from '../utils/task-form.ts';

// Every task list refetches after a write: the lists carry the Task typename.
const context = { additionalTypenames: ['Task'] };

type SuccessKey = 'tasks.created' | 'tasks.updated' | 'tasks.completed' | 'tasks.reopened' | 'tasks.deleted';
type Outcome = { error?: Parameters<typeof mutationErrorMessage>[0]; data?: unknown };

/** The task writes with their notifications; each resolves to whether it succeeded. */
export function useTaskActions() {
  const { t } = useTranslation();
  const [{ fetching: creating }, create] = useMutation(CreateTaskMutation);
  const [{ fetching: updating }, update] = useMutation(UpdateTaskMutation);
  const [, complete] = useMutation(CompleteTaskMutation);
  const [, reopen] = useMutation(ReopenTaskMutation);
  const [, remove] = useMutation(DeleteTaskMutation);

  const done = (result: Outcome, success: SuccessKey): boolean => {
    if (result.error || !result.data) {
      notifyError(result.error ? mutationErrorMessage(result.error) : t('errors.unexpected'));
      return false;
    }
    notifySuccess(t(success));
    return true;
  };

  return {
    saving: creating || updating,
    save: async (task: TaskRow | null, values: TaskFormValues, target: TaskTarget) => {
      const params = taskParams(values, target);
      return task
        ? done(await update({ id: task.id, params }, context), 'tasks.updated')
        : done(await create({ params }, context), 'tasks.created');
    },
    toggle: async (task: TaskRow) =>
      task.state === 'OPEN'
        ? done(await complete({ id: task.id }, context), 'tasks.completed')
        : done(await reopen({ id: task.id }, context), 'tasks.reopened'),
    remove: async (task: TaskRow) => {
      const confirmed = await confirmAction({
        title: t('tasks.delete_title'),
        message: t('tasks.delete_message', { title: task.title }),
        confirmLabel: t('tasks.delete'),
        cancelLabel: t('tasks.cancel'),
        confirmColor: 'error',
      });
      return confirmed && done(await remove({ id: task.id }, context), 'tasks.deleted');
    },
  };
}
