import { VERIFY_DELAY_MS } from '@grantflow/domain/constants/timing';
import { Button, Text } from '@mantine/core';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { restErrorMessage, restRequest } from '../../../lib/rest-client.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { AnchorLink } from '../../../ui/router-link.tsx';
import { useSignIn } from '../../auth/index.ts';
import { AuthCard } from './auth-card.tsx';

const verifyRoute = getRouteApi('/verify-user');

/** Verify user (docs/product.md, Sign-in and two-factor): waits 1 s, sends the link's token to POST /verify, signs in with the answer. */
export function VerifyUserPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const { token: linkToken } = verifyRoute.useSearch();
  // Stored once: the address may change while the call is in flight.
  const [token] = useState(linkToken);
  const [error, setError] = useState<string | null>(() => (token ? null : t('account.verify_missing_token')));

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      const result = await restRequest<unknown>('/verify', {
        body: { token },
        networkError: (detail) => t('account.verify_network_error', { detail }),
      });
      if (cancelled) return;
      if (!result.ok || typeof result.data !== 'string' || !result.data) {
        const message = result.ok ? t('errors.unexpected') : restErrorMessage(result);
        setError(message);
        notifyError(message);
        return;
      }
      signIn();
      notifySuccess(t('account.verified'), 'long');
      await navigate({ to: '/dashboard' });
    }, VERIFY_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
    };
  }, [token, signIn, navigate, t]);

  return (
    <AuthCard documentTitle={t('pages.verify_user')} title={t('account.verify_title')}>
      {error ? (
        <>
          <Text role="alert">{error}</Text>
          <AnchorLink to="/login">{t('account.go_to_login')}</AnchorLink>
        </>
      ) : (
        <>
          <Text>{t('account.verify_body')}</Text>
          <Button loading disabled fullWidth aria-label={t('account.verify_button')}>
            {t('account.verify_button')}
          </Button>
        </>
      )}
    </AuthCard>
  );
}
