import { type PasswordResetInput, passwordResetSchema } from '@grantflow/validation/auth';
import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { codedResolver } from '../../../lib/form-resolver.ts';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { notifyError, showNotification, TOAST_LONG_MS } from '../../../ui/notify.ts';
import { AnchorLink } from '../../../ui/router-link.tsx';
import { TWO_FACTOR_ANSWER, TwoFactorStep, useSignIn } from '../../auth/index.ts';
import { ResetPasswordMutation } from '../graphql/account-mutations.ts';
import { AuthCard } from './auth-card.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

const resetRoute = getRouteApi('/reset-password');

interface ResetValues {
  password: string;
  confirmPassword: string;
}

/** Reset password (docs/product.md, Sign-in and two-factor): validated on blur; the button works only for a valid form; success signs in. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const { token: linkToken } = resetRoute.useSearch();
  const [token] = useState(linkToken);
  // With 2FA on, the server answers '2fa' and changes nothing until the same call comes with the code.
  const [pendingPassword, setPendingPassword] = useState<string | null>(null);
  const [{ fetching }, resetPassword] = useMutation(ResetPasswordMutation);
  const form = useForm<ResetValues>({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validate: codedResolver(passwordResetSchema),
    validateInputOnBlur: true,
  });

  async function submit(values: PasswordResetInput) {
    await send(String(values.password));
  }

  async function send(password: string, code?: string) {
    if (!token) return;
    const answer = await resetPassword(code ? { password, token, code } : { password, token });
    const sessionToken = answer.data?.resetPassword;
    if (answer.error || !sessionToken) {
      notifyError(answer.error ? mutationErrorMessage(answer.error) : t('errors.unexpected'));
      return;
    }
    if (sessionToken === TWO_FACTOR_ANSWER) {
      setPendingPassword(password);
      return;
    }
    signIn();
    showNotification({
      color: 'success',
      title: t('account.reset_success_title'),
      message: t('account.reset_success'),
      autoClose: TOAST_LONG_MS,
      closeButtonProps: { 'aria-label': t('app.close') },
    });
    await navigate({ to: '/dashboard' });
  }

  return (
    <AuthCard
      documentTitle={t('pages.reset_password')}
      title={t('account.reset_title')}
      subtitle={t('account.reset_subtitle')}
    >
      {token && pendingPassword !== null ? (
        <TwoFactorStep
          submitting={fetching}
          onSubmit={(code) => void send(pendingPassword, code)}
          onBack={() => setPendingPassword(null)}
        />
      ) : token ? (
        <form noValidate onSubmit={form.onSubmit(submit)}>
          <Stack>
            <NewPasswordFields form={form} passwordLabel={t('account.new_password')} />
            <Button type="submit" loading={fetching} disabled={!form.isValid()} fullWidth>
              {t('account.reset_submit')}
            </Button>
          </Stack>
        </form>
      ) : (
        <>
          <Alert color="error" role="alert">
            {t('account.reset_missing_token')}
          </Alert>
          <AnchorLink to="/forgot-password">{t('account.forgot_title')}</AnchorLink>
        </>
      )}
    </AuthCard>
  );
}
