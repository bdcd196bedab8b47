import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { ReminderPreferenceQuery, UpdateReminderPreferenceMutation } from '../graphql/reminders.ts';

export interface ReminderPreference {
  enabled: boolean;
  loading: boolean;
  saving: boolean;
  error: boolean;
  setEnabled: (enabled: boolean) => Promise<void>;
}

/**
 * currentUser.remindersEnabled and its switch. The calendar page and the user menu share the query, so
 * the refetch after a change updates both; the new value shows at once and reverts if the call fails.
 */
export function useReminderPreference(): ReminderPreference {
  const { t } = useTranslation();
  const [{ data, fetching, error }, reexecute] = useQuery({ query: ReminderPreferenceQuery });
  const [{ fetching: saving }, update] = useMutation(UpdateReminderPreferenceMutation);
  const [pending, setPending] = useState<boolean | null>(null);
  const stored = data?.currentUser?.remindersEnabled;

  useEffect(() => {
    if (pending !== null && stored === pending) setPending(null);
  }, [pending, stored]);

  const setEnabled = async (enabled: boolean) => {
    setPending(enabled);
    const result = await update({ enabled });
    if (result.error || result.data === undefined) {
      setPending(null);
      if (result.error) notifyError(mutationErrorMessage(result.error));
      return;
    }
    setPending(result.data.updateReminderPreference);
    notifySuccess(t(result.data.updateReminderPreference ? 'reminders.enabled' : 'reminders.disabled'));
    reexecute({ requestPolicy: 'network-only' });
  };

  return {
    enabled: pending ?? stored ?? false,
    loading: fetching && data === undefined,
    saving,
    error: Boolean(error) && data === undefined,
    setEnabled,
  };
}
