import type { Client } from 'urql';
import { i18n } from '../../../i18n/index.ts';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { confirmAction } from '../../../ui/confirm.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { CopyTasksMutation, ListTasksQuery } from '../graphql/tasks.ts';

/**
 * After a new cycle is created (a renewal): when the previous one has tasks, asks whether to copy them
 * (as open tasks, due dates moved with the deadline); nothing is copied unless the user says so.
 */
export async function offerTaskCopy(client: Client, fromId: string, toId: string): Promise<void> {
  const previous = await client
    .query(ListTasksQuery, { filters: { applicationId: fromId }, pagination: { page: 1, pageSize: 1 } })
    .toPromise();
  const count = previous.data?.listTasks.total ?? 0;
  if (count === 0) return;
  const confirmed = await confirmAction({
    title: i18n.t('tasks.copy_title'),
    message: i18n.t('tasks.copy_message', { count }),
    confirmLabel: i18n.t('tasks.copy_confirm'),
    cancelLabel: i18n.t('tasks.copy_skip'),
  });
  if (!confirmed) return;
  const result = await client
    .mutation(CopyTasksMutation, { fromId, toId }, { additionalTypenames: ['Task'] })
    .toPromise();
  if (result.error || !result.data) {
    notifyError(result.error ? mutationErrorMessage(result.error) : i18n.t('errors.unexpected'));
    return;
  }
  notifySuccess(i18n.t('tasks.copied', { count: result.data.copyTasksFromApplication.length }));
}
