import { useCallback, useEffect, useState } from 'react';
import type { Caller, Outcome } from '../utils/chat-api.ts';

/**
 * The versions list of a fine-tuning modal: fetched each time the modal opens, after which `startNew` gets
 * the count so the form starts on a fresh version named for it.
 */
export function useFineTuningVersions<V>(
  fetchVersions: (caller: Caller) => Promise<Outcome<V[]>>,
  caller: Caller,
  opened: boolean,
  startNew: (count: number) => void,
) {
  const [versions, setVersions] = useState<V[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);

  const load = useCallback(async () => {
    setLoading(true);
    const result = await fetchVersions(caller);
    setLoading(false);
    if (!result.ok) {
      setLoadError(result.error);
      return null;
    }
    setLoadError(null);
    setVersions(result.data);
    return result.data;
  }, [fetchVersions, caller]);

  useEffect(() => {
    if (!opened) return;
    void load().then((list) => list && startNew(list.length));
  }, [opened, load, startNew]);

  return { versions, loading, loadError, load };
}
