import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient, useMutation } from 'urql';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { confirmAction } from '../../../ui/confirm.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import type { CalendarFeed, FeedOperations, FeedVariables } from '../graphql/calendar.ts';

export type FeedPanelState = 'hidden' | 'loading' | 'shown' | 'revoked';

/**
 * A private iCalendar feed, asked for only on demand (the first ask creates the user's secret), and its
 * regeneration and revocation, both confirmed first.
 */
export function useCalendarFeed(operations: FeedOperations, variables: FeedVariables) {
  const { t } = useTranslation();
  const client = useClient();
  const [state, setState] = useState<FeedPanelState>('hidden');
  const [feed, setFeed] = useState<CalendarFeed | null>(null);
  const [{ fetching: regenerating }, regenerate] = useMutation(operations.regenerate);
  const [{ fetching: revoking }, revoke] = useMutation(operations.revoke);
  const confirm = (message: string, confirmColor?: string) =>
    confirmAction({
      title: t('calendar.subscribe.confirm_title'),
      message,
      confirmLabel: t('calendar.subscribe.confirm'),
      cancelLabel: t('calendar.subscribe.cancel'),
      confirmColor,
    });

  // A new client means another organisation, whose feed differs; other operations another feed.
  useEffect(() => {
    setFeed(null);
    setState('hidden');
  }, [client, operations]);

  const show = async () => {
    setState('loading');
    const result = await client
      .query(operations.show, variables, { requestPolicy: 'network-only' })
      .toPromise();
    if (result.error || !result.data) {
      setState('hidden');
      notifyError(result.error ? mutationErrorMessage(result.error) : t('calendar.subscribe.load_error'));
      return;
    }
    setFeed(result.data.feed);
    setState('shown');
  };

  const createNew = async (ask: boolean) => {
    if (ask && !(await confirm(t('calendar.subscribe.regenerate_confirm')))) return;
    const result = await regenerate(variables);
    if (result.error || !result.data) {
      if (result.error) notifyError(mutationErrorMessage(result.error));
      return;
    }
    setFeed(result.data.feed);
    setState('shown');
    notifySuccess(t('calendar.subscribe.regenerated'));
  };

  const revokeFeed = async () => {
    if (!(await confirm(t('calendar.subscribe.revoke_confirm'), 'error'))) return;
    const result = await revoke({});
    if (result.error) {
      notifyError(mutationErrorMessage(result.error));
      return;
    }
    setFeed(null);
    setState('revoked');
    notifySuccess(t('calendar.subscribe.revoked'));
  };

  return { state, feed, regenerating, revoking, show, createNew, revokeFeed };
}
