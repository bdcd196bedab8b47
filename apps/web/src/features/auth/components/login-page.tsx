import { Anchor, Center, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { env } from '../../../env.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { AnchorLink } from '../../../ui/router-link.tsx';
import { useLogin } from '../hooks/use-login.ts';
import { useLoginForm } from '../hooks/use-login-form.ts';
import { ExternalSignIn } from './external-sign-in.tsx';
import { LoginForm } from './login-form.tsx';
import { TwoFactorStep } from './two-factor-step.tsx';

const loginRoute = getRouteApi('/login');

export function LoginPage() {
  const { t } = useTranslation();
  const { oauth_error: oauthError, redirect } = loginRoute.useSearch();
  const { state, submitting, submit, back } = useLogin(oauthError, redirect);
  const loginForm = useLoginForm(submit);

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <Stack>
          <div>
            <PageTitle documentTitle={t('pages.login')}>{t('login.title')}</PageTitle>
            <Text c="dimmed" size="sm" mt={-8}>
              {t('login.subtitle')}
            </Text>
          </div>
          {state.step === 'code' ? (
            <TwoFactorStep
              submitting={submitting}
              onSubmit={(code) => submit(state.credentials, code)}
              onBack={back}
            />
          ) : (
            <LoginForm {...loginForm} submitting={submitting} />
          )}
          <Divider label={t('login.login_with')} labelPosition="center" />
          <ExternalSignIn />
          <Group justify="center" gap={6}>
            <Text size="sm">{t('auth.no_account')}</Text>
            <AnchorLink to="/register" size="sm">
              {t('auth.register')}
            </AnchorLink>
          </Group>
          <Group justify="center" gap="lg">
            <Anchor href={env.privacyUrl} size="sm">
              {t('login.privacy')}
            </Anchor>
            <Anchor href={env.termsUrl} size="sm">
              {t('login.terms')}
            </Anchor>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
