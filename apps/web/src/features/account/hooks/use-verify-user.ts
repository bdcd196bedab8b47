import { VERIFY_DELAY_MS } from '@grantflow/domain/constants/timing';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { restErrorMessage, restRequest } from '../../../lib/rest-client.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { useSignIn } from '../../auth/index.ts';

/** Waits 1 s, sends the link's token to POST /verify and signs in with the answer; else the error to show. */
export function useVerifyUser(token: string | undefined): string | null {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [error, setError] = useState<string | null>(() => (token ? null : t('account.verify_missing_token')));

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    const fail = (message: string) => {
      if (cancelled) return;
      setError(message);
      notifyError(message);
    };
    const verify = async () => {
      const result = await restRequest<unknown>('/verify', {
        body: { token },
        networkError: (detail) => t('account.verify_network_error', { detail }),
      });
      if (cancelled) return;
      if (!result.ok || typeof result.data !== 'string' || !result.data) {
        fail(result.ok ? t('errors.unexpected') : restErrorMessage(result));
        return;
      }
      signIn();
      notifySuccess(t('account.verified'), 'long');
      await navigate({ to: '/dashboard' });
    };
    // Whatever goes wrong ends the wait: a page left on "Verifying…" offers no way on.
    const timer = window.setTimeout(() => {
      verify().catch(() => fail(t('errors.unexpected')));
    }, VERIFY_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [token, signIn, navigate, t]);

  return error;
}
