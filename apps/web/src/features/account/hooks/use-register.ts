import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { displayLanguage } from '../../../i18n/index.ts';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { CreateUnverifiedUserMutation } from '../graphql/account-mutations.ts';
import { type RegisterValues, registerVariables } from '../utils/register-schema.ts';

/** Creates the unverified account and its organisation; `sentTo` is the address the verification link went to. */
export function useRegister() {
  const { t, i18n } = useTranslation();
  const [{ fetching }, createUser] = useMutation(CreateUnverifiedUserMutation);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function register(values: RegisterValues) {
    const variables = registerVariables(values, displayLanguage(i18n.resolvedLanguage));
    const answer = await createUser(variables);
    if (answer.error || !answer.data) {
      if (answer.error) notifyError(mutationErrorMessage(answer.error));
      return;
    }
    notifySuccess(t('account.account_created'), 'long');
    setSentTo(variables.email);
  }

  return { registering: fetching, sentTo, register };
}
