import type { TwoFactorSetup } from '@grantflow/validation/rest-wire';
import { useEffect, useState } from 'react';
import { restRequest } from '../../../lib/rest-client.ts';
import {
  type LoadFailure,
  loadFailure,
  readSettings,
  type TwoFactorSettings,
} from '../utils/two-factor-setup.ts';

interface TwoFactorSettingsOptions {
  opened: boolean;
  user: { id: string; email: string };
  /** Called on each opening, before the request. */
  onOpen: () => void;
  /** Called with the settings read; keep it stable (useCallback), it is an effect's dependency. */
  onLoaded: (settings: TwoFactorSettings) => void;
}

/** GET /setup2fa/:userId on each opening of the modal; the request is dropped when the modal closes first. */
export function useTwoFactorSettings({ opened, user, onOpen, onLoaded }: TwoFactorSettingsOptions) {
  const [loading, setLoading] = useState(false);
  const [failure, setFailure] = useState<LoadFailure | null>(null);

  useEffect(() => {
    if (!opened) return;
    const controller = new AbortController();
    onOpen();
    setFailure(null);
    setLoading(true);
    void restRequest<TwoFactorSetup>(`/setup2fa/${encodeURIComponent(user.id)}`, {
      signal: controller.signal,
    }).then((result) => {
      if (controller.signal.aborted) return;
      setLoading(false);
      if (!result.ok) {
        setFailure(loadFailure(result));
        return;
      }
      onLoaded(readSettings(result.data, user.email));
    });
    return () => controller.abort();
  }, [opened, user.id, user.email, onOpen, onLoaded]);

  return { loading, failure };
}
