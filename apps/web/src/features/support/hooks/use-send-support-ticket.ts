import type { SupportTicketInput } from '@grantflow/validation/support';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { restErrorMessage, restRequest } from '../../../lib/rest-client.ts';
import { notifyError, notifySuccessAcrossReload } from '../../../ui/notify.ts';

/** POST /support with the user's id; resolves to whether the ticket was sent (a failure is notified). */
export function useSendSupportTicket(userId: string) {
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  async function send(values: SupportTicketInput): Promise<boolean> {
    setSubmitting(true);
    const result = await restRequest('/support', {
      body: {
        name: String(values.name).trim(),
        organization: String(values.organization).trim(),
        email: String(values.email).trim(),
        message: String(values.message).trim(),
        user_id: Number(userId),
      },
      networkError: t('support.failed'),
    });
    setSubmitting(false);
    if (!result.ok) {
      notifyError(restErrorMessage(result));
      return false;
    }
    notifySuccessAcrossReload(t('support.sent'));
    return true;
  }
  return { send, submitting };
}
