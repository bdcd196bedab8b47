import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { notifyError, showNotification, TOAST_LONG_MS } from '../../../ui/notify.ts';
import { TWO_FACTOR_ANSWER, useSignIn } from '../../auth/index.ts';
import { ResetPasswordMutation } from '../graphql/account-mutations.ts';

/**
 * Sets the new password with the link's token, and signs in; with 2FA on, the server answers '2fa' and changes
 * nothing until the same call comes with the code (`pendingPassword` is then the password waiting for it).
 */
export function useResetPassword(token: string | undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const [pendingPassword, setPendingPassword] = useState<string | null>(null);
  const [{ fetching }, resetPassword] = useMutation(ResetPasswordMutation);

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

  return { resetting: fetching, pendingPassword, cancelCode: () => setPendingPassword(null), send };
}
