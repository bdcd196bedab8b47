import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { RequestResetPasswordMutation } from '../graphql/account-mutations.ts';

/** Asks for a reset link; `sent` once the server took the address (its answer is the same for any address). */
export function useRequestReset() {
  const { t } = useTranslation();
  const [{ fetching }, requestReset] = useMutation(RequestResetPasswordMutation);
  const [sent, setSent] = useState(false);

  async function request({ email }: { email: string }) {
    const answer = await requestReset({ email: email.trim() });
    if (answer.error || !answer.data) {
      if (answer.error) notifyError(mutationErrorMessage(answer.error));
      return;
    }
    notifySuccess(t('account.reset_link_sent'), 'long');
    setSent(true);
  }

  return { requesting: fetching, sent, request };
}
