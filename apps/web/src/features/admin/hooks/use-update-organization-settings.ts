import type { OrganizationSettingsInput } from '@grantflow/validation/organization';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { UpdateOrganizationSettingsMutation } from '../graphql/admin-operations.ts';

/** Saves an organisation's name and currency (updateOrganization), then `onSaved`. */
export function useUpdateOrganizationSettings(organizationId: string, onSaved: () => void) {
  const { t } = useTranslation();
  const [saving, save] = useMutation(UpdateOrganizationSettingsMutation);

  async function submit(values: OrganizationSettingsInput) {
    const result = await save(
      { id: organizationId, params: { name: String(values.name).trim(), currency: values.currency } },
      // The admin list's rows are AdminOrganization, not the Organization this answers with: without this
      // urql would keep serving the old list, also to the screens remounted in the new currency.
      { additionalTypenames: ['AdminOrganization'] },
    );
    if (result.error) {
      notifyError(mutationErrorMessage(result.error));
      return;
    }
    notifySuccess(t('admin.settings_saved'));
    onSaved();
  }

  return { saving: saving.fetching, submit };
}
