import type { LoginInput } from '@grantflow/validation/auth';
import type { AuthProviders } from '@grantflow/validation/rest-wire';
import {
  Anchor,
  Button,
  Center,
  Divider,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { env } from '../../../env.ts';
import { errorText, lazySchemaSubmit } from '../../../lib/form-resolver.ts';
import { clearImpersonatedOrganizationId } from '../../../lib/impersonation.ts';
import { graphqlErrorText } from '../../../lib/mutation-error.ts';
import { restRequest } from '../../../lib/rest-client.ts';
import { notifyError } from '../../../ui/notify.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { AnchorLink } from '../../../ui/router-link.tsx';
import { LoginUserMutation } from '../graphql/login-user.ts';
import { useSignIn } from '../hooks/use-session.ts';
import {
  type Credentials,
  initialLoginState,
  interpretLoginAnswer,
  loginReducer,
  loginVariables,
} from '../utils/login-flow.ts';
import { oauthErrorMessage } from '../utils/oauth-error.ts';
import {
  type ProviderAvailability,
  readProviders,
  returnedSignedIn,
  SESSION_IN_COOKIE,
} from '../utils/oauth-return.ts';
import { TwoFactorStep } from './two-factor-step.tsx';

const loginRoute = getRouteApi('/login');

function useProviders(): ProviderAvailability {
  const [providers, setProviders] = useState<ProviderAvailability>(() => readProviders(undefined));
  useEffect(() => {
    const controller = new AbortController();
    void restRequest<AuthProviders>('/auth/providers', { signal: controller.signal }).then((result) => {
      if (!controller.signal.aborted && result.ok) setProviders(readProviders(result.data));
    });
    return () => controller.abort();
  }, []);
  return providers;
}

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

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { oauth_error: oauthError } = loginRoute.useSearch();
  const providers = useProviders();
  const [state, dispatch] = useReducer(loginReducer, initialLoginState);
  const [{ fetching }, loginUser] = useMutation(LoginUserMutation);
  const signIn = useSignIn();

  const form = useForm<LoginInput>({
    mode: 'uncontrolled',
    initialValues: { email: '', password: '' },
  });
  // zod (with the auth schemas) is fetched when the user starts typing, not with the page.
  const validated = lazySchemaSubmit(
    form,
    () => import('@grantflow/validation/auth').then((m) => m.loginSchema),
    (values) => submit(values),
  );

  useEffect(() => {
    clearImpersonatedOrganizationId();
  }, []);

  useEffect(() => {
    if (oauthError) notifyError(oauthErrorMessage(oauthError, t));
  }, [oauthError, t]);

  useEffect(() => {
    // External sign-in lands here with the session already in its HttpOnly cookie: tidy the address, go on.
    if (!returnedSignedIn(window.location.hash)) return;
    window.history.replaceState(null, '', window.location.pathname);
    dispatch({
      type: 'answered',
      credentials: { email: '', password: '' },
      outcome: { kind: 'token', token: SESSION_IN_COOKIE },
    });
  }, []);

  useEffect(() => {
    if (state.step !== 'done') return;
    signIn();
    void navigate({ to: '/dashboard' });
  }, [state, signIn, navigate]);

  async function submit(credentials: Credentials, code?: string) {
    const answer = await loginUser(loginVariables(credentials, code));
    const outcome = interpretLoginAnswer({
      result: answer.data?.loginUser,
      errorMessages: answer.error?.graphQLErrors.map((e) => e.message) ?? [],
    });
    // The server's error by its code; no error at all is 'Unspecified login process error' (docs/product.md, Messages and error codes).
    if (outcome.kind === 'error')
      notifyError(graphqlErrorText(answer.error) ?? t('errors.unspecified_login'));
    dispatch({ type: 'answered', credentials, outcome });
  }

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
              submitting={fetching}
              onSubmit={(code) => submit(state.credentials, code)}
              onBack={() => dispatch({ type: 'back' })}
            />
          ) : (
            <form noValidate onSubmit={validated.onSubmit} onFocus={validated.preload}>
              <Stack>
                <TextInput
                  label={t('login.email')}
                  placeholder={t('login.email_placeholder')}
                  type="email"
                  autoComplete="username"
                  withAsterisk
                  key={form.key('email')}
                  {...form.getInputProps('email')}
                  error={errorText(form.errors.email)}
                />
                <PasswordInput
                  label={t('login.password')}
                  autoComplete="current-password"
                  visibilityToggleButtonProps={{ 'aria-label': t('login.toggle_visibility') }}
                  withAsterisk
                  key={form.key('password')}
                  {...form.getInputProps('password')}
                  error={errorText(form.errors.password)}
                />
                <Group justify="flex-end">
                  <AnchorLink to="/forgot-password" size="sm">
                    {t('login.forgot_password')}
                  </AnchorLink>
                </Group>
                <Button type="submit" loading={fetching} fullWidth>
                  {t('login.submit')}
                </Button>
              </Stack>
            </form>
          )}
          <Divider label={t('login.login_with')} labelPosition="center" />
          {/* A 'not configured' label needs the full width to stay readable. */}
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
