import { Button, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSignInProviders } from '../hooks/use-sign-in-providers.ts';

/**
 * A sign-in provider the operator has not set up: a disabled button whose sentence wraps (a one-line button
 * cut "Die Anmeldung mit Google ist nicht eingerichtet" off at 360 px).
 */
function NotConfiguredButton({ label }: { label: string }) {
  return (
    <Button
      variant="default"
      disabled
      h="auto"
      mih={36}
      py={6}
      styles={{ label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } }}
    >
      {label}
    </Button>
  );
}

/** Sign in with Google or Microsoft, or the sentence saying that one is not set up. */
export function ExternalSignIn() {
  const { t } = useTranslation();
  const providers = useSignInProviders();
  return (
    // A 'not configured' label needs the full width to stay readable.
    <SimpleGrid cols={providers.google && providers.microsoft ? 2 : 1} spacing="sm">
      {providers.google ? (
        <Button component="a" href="/auth/google" variant="default">
          {t('login.google')}
        </Button>
      ) : (
        <NotConfiguredButton label={t('auth.not_configured', { provider: t('login.google') })} />
      )}
      {providers.microsoft ? (
        <Button component="a" href="/auth/microsoft?access_type=login" variant="default">
          {t('login.microsoft')}
        </Button>
      ) : (
        <NotConfiguredButton label={t('auth.not_configured', { provider: t('login.microsoft') })} />
      )}
    </SimpleGrid>
  );
}
