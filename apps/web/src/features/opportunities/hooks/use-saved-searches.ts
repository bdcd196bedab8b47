import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { confirmAction } from '../../../ui/confirm.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import {
  DeleteSavedSearchMutation,
  PauseSavedSearchMutation,
  ResumeSavedSearchMutation,
  type SavedSearch,
  SavedSearchesQuery,
} from '../graphql/saved-searches.ts';

// Saving or deleting changes the list's length, which the document cache cannot see from the answer alone.
const context = { additionalTypenames: ['SavedOpportunitySearch'] };

/** The caller's saved searches with pause/resume and delete (after a confirmation). */
export function useSavedSearches() {
  const { t } = useTranslation();
  const [{ data, fetching, error }, reexecute] = useQuery({ query: SavedSearchesQuery, context });
  const [pausing, pause] = useMutation(PauseSavedSearchMutation);
  const [resuming, resume] = useMutation(ResumeSavedSearchMutation);
  const [deleting, remove] = useMutation(DeleteSavedSearchMutation);

  const togglePause = async (saved: SavedSearch) => {
    const result = saved.paused
      ? await resume({ id: saved.id }, context)
      : await pause({ id: saved.id }, context);
    if (result.error) notifyError(mutationErrorMessage(result.error));
  };

  const deleteSaved = async (saved: SavedSearch) => {
    const confirmed = await confirmAction({
      title: t('opportunities.saved.delete_title'),
      message: t('opportunities.saved.delete_message', { name: saved.name }),
      confirmLabel: t('opportunities.saved.delete'),
      cancelLabel: t('opportunities.saved.cancel'),
      confirmColor: 'error',
    });
    if (!confirmed) return;
    const result = await remove({ id: saved.id }, context);
    if (result.error) notifyError(mutationErrorMessage(result.error));
    else notifySuccess(t('opportunities.saved.deleted', { name: saved.name }), 'short');
  };

  return {
    saved: data?.listSavedOpportunitySearches ?? null,
    fetching,
    error,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
    togglePause,
    deleteSaved,
    busy: pausing.fetching || resuming.fetching || deleting.fetching,
  };
}
