import type { OrganizationCreateInput } from '@grantflow/validation/organization';
import type { CreatedOrganization } from '@grantflow/validation/rest-wire';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { restErrorMessage, restRequest } from '../../../lib/rest-client.ts';
import { notifyError, notifySuccessAcrossReload } from '../../../ui/notify.ts';

/** POST /managers/organisation for the user; resolves to whether it was created (a failure is notified). */
export function useCreateOrganization(userId: string) {
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  async function create(values: OrganizationCreateInput): Promise<boolean> {
    setSubmitting(true);
    const result = await restRequest<CreatedOrganization>('/managers/organisation', {
      body: {
        user_id: Number(userId),
        name: String(values.organizationName).trim(),
        fiscal_year_start_date: values.fiscalYearStart,
      },
      networkError: t('organizations.create_failed'),
    });
    setSubmitting(false);
    if (!result.ok) {
      notifyError(restErrorMessage(result));
      return false;
    }
    notifySuccessAcrossReload(t('organizations.created'));
    return true;
  }
  return { create, submitting };
}
