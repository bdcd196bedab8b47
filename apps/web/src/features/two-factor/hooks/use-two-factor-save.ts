import { useTranslation } from 'react-i18next';
import { restErrorMessage, restRequest } from '../../../lib/rest-client.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { nextStepAfterEmail } from '../utils/two-factor-setup.ts';

export type TwoFactorStep = 'email' | 'code';

export interface TwoFactorValues {
  email_for_2fa: string;
  is_enabled: boolean;
  code: string;
}

/** What a step's save led to: a failure (notified), the code step, or done (notified). */
export type TwoFactorSaveOutcome = 'failed' | 'code' | 'done';

/** Step 1 posts the e-mail and flag (/setup2fa/email), step 2 the code (/setup2fa/verify). */
export function useTwoFactorSave(userId: string) {
  const { t } = useTranslation();
  return async function save(step: TwoFactorStep, values: TwoFactorValues): Promise<TwoFactorSaveOutcome> {
    const body = {
      email_for_2fa: values.email_for_2fa.trim(),
      is_enabled: values.is_enabled,
      user_id: Number(userId),
    };
    const result =
      step === 'email'
        ? await restRequest<unknown>('/setup2fa/email', { body, networkError: t('two_factor.submit_failed') })
        : await restRequest<unknown>('/setup2fa/verify', {
            body: { ...body, code: values.code.trim() },
            networkError: t('two_factor.submit_failed'),
          });
    if (!result.ok) {
      notifyError(restErrorMessage(result));
      return 'failed';
    }
    if (step === 'email' && nextStepAfterEmail(result.data) === 'code') return 'code';
    notifySuccess(t('two_factor.updated'));
    return 'done';
  };
}
