import { useState } from 'react';
import { notifySuccess } from '../../../ui/notify.ts';
import type { Outcome } from '../utils/chat-api.ts';

/**
 * Runs a change to a fine-tuning version, reloads the list and lets `then` pick the form's next state, and only
 * then confirms it: the toast (and the re-enabled buttons) come once the modal shows the result, so nothing typed
 * meanwhile is overwritten by a late reload.
 */
export function useVersionAction<V>(load: () => Promise<V[] | null>) {
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  async function run<T>(
    action: () => Promise<Outcome<T>>,
    success: string,
    then: (list: V[], data: T) => void,
  ) {
    setBusy(true);
    setActionError(null);
    const result = await action();
    if (!result.ok) {
      setBusy(false);
      setActionError(result.error);
      return;
    }
    then((await load()) ?? [], result.data);
    setBusy(false);
    notifySuccess(success);
  }

  return { busy, actionError, clearActionError: () => setActionError(null), run };
}
