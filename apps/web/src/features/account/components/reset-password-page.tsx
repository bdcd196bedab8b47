import { type PasswordResetInput, passwordResetSchema } from '@grantflow/validation/auth';
import { Alert, Button, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codedResolver } from '../../../lib/form-resolver.ts';
import { AnchorLink } from '../../../ui/router-link.tsx';
import { TwoFactorStep } from '../../auth/index.ts';
import { useResetPassword } from '../hooks/use-reset-password.ts';
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
  const { token: linkToken } = resetRoute.useSearch();
  const [token] = useState(linkToken);
  const { resetting: fetching, pendingPassword, cancelCode, send } = useResetPassword(token);
  const form = useForm<ResetValues>({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validate: codedResolver(passwordResetSchema),
    validateInputOnBlur: true,
  });

  async function submit(values: PasswordResetInput) {
    await send(String(values.password));
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
          onBack={cancelCode}
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
