import { Button, Group, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../ui/router-link.tsx';
import { useVerifyUser } from '../hooks/use-verify-user.ts';
import { AuthCard } from './auth-card.tsx';

const verifyRoute = getRouteApi('/verify-user');

/** Verify user (docs/product.md, Sign-in and two-factor): waits 1 s, sends the link's token to POST /verify, signs in with the answer. */
export function VerifyUserPage() {
  const { t } = useTranslation();
  const { token: linkToken } = verifyRoute.useSearch();
  // Stored once: the address may change while the call is in flight.
  const [token] = useState(linkToken);
  const error = useVerifyUser(token);

  return (
    <AuthCard
      documentTitle={t('pages.verify_user')}
      title={error ? t('account.verify_failed_title') : t('account.verify_title')}
    >
      {error ? (
        <>
          <Text role="alert">{error}</Text>
          <Text size="sm">{t('account.verify_failed_hint')}</Text>
          <Group gap="md">
            <AnchorLink to="/login">{t('account.go_to_login')}</AnchorLink>
            <AnchorLink to="/register">{t('account.register_again')}</AnchorLink>
          </Group>
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
