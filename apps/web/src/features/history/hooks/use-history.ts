import { useMutation, useQuery } from 'urql';
import { i18n } from '../../../i18n/index.ts';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import {
  AddCommentMutation,
  DeleteCommentMutation,
  ListHistoryQuery,
  UpdateCommentMutation,
} from '../graphql/history.ts';

export type HistorySubjectType = 'FUNDER' | 'GRANT' | 'APPLICATION' | 'REPORT' | 'TASK' | 'FILE';

export interface HistorySubject {
  type: HistorySubjectType;
  id: string;
}

// A timeline is dropped from the cache by any tracker or comment mutation (they name HistoryPage).
const HISTORY_CONTEXT = { additionalTypenames: ['HistoryPage'] };
const PAGE = { page: 1, pageSize: 100 };

/** A record's timeline, newest first. */
export function useHistory(subject: HistorySubject) {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: ListHistoryQuery,
    variables: { subject, pagination: PAGE },
    requestPolicy: 'cache-and-network',
    context: HISTORY_CONTEXT,
  });
  return {
    entries: data?.listHistory.items,
    fetching,
    error,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}

/** Adds, edits and deletes comments; each answers whether it succeeded and toasts the outcome. */
export function useCommentActions(subject: HistorySubject) {
  const [{ fetching: adding }, add] = useMutation(AddCommentMutation);
  const [{ fetching: updating }, update] = useMutation(UpdateCommentMutation);
  const [{ fetching: deleting }, remove] = useMutation(DeleteCommentMutation);
  const settle = (
    result: { error?: Parameters<typeof mutationErrorMessage>[0] | undefined },
    ok: 'history.added' | 'history.saved' | 'history.removed',
  ) => {
    if (result.error) {
      notifyError(mutationErrorMessage(result.error));
      return false;
    }
    notifySuccess(i18n.t(ok));
    return true;
  };
  return {
    busy: adding || updating || deleting,
    addComment: async (text: string) =>
      settle(await add({ subject, text }, HISTORY_CONTEXT), 'history.added'),
    updateComment: async (id: string, text: string) =>
      settle(await update({ id, text }, HISTORY_CONTEXT), 'history.saved'),
    deleteComment: async (id: string) => settle(await remove({ id }, HISTORY_CONTEXT), 'history.removed'),
  };
}
