import {
  type OrganizationSettingsInput,
  organizationSettingsSchema,
} from '@grantflow/validation/organization';
import { Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { codedResolver, errorText } from '../../../lib/form-resolver.ts';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { FormActions } from '../../../ui/form-actions.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import {
  type AdminOrganizationRow,
  UpdateOrganizationSettingsMutation,
} from '../graphql/admin-operations.ts';
import { currencyOptions } from '../utils/currency-options.ts';

interface OrganizationSettingsModalProps {
  organization: AdminOrganizationRow;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * An organisation's name and currency (updateOrganization); opened from the Admin page. The fiscal-year
 * start is left out: its picker offers recent years only, and an older start would show as blank.
 */
export function OrganizationSettingsModal({
  organization,
  onClose,
  onSaved,
}: OrganizationSettingsModalProps) {
  const { t, i18n } = useTranslation();
  const [saving, save] = useMutation(UpdateOrganizationSettingsMutation);
  const currencies = useMemo(() => currencyOptions(i18n.language), [i18n.language]);
  const form = useForm<OrganizationSettingsInput>({
    mode: 'controlled',
    initialValues: {
      name: organization.name,
      currency: organization.currency,
    },
    validate: codedResolver(organizationSettingsSchema),
    validateInputOnBlur: true,
  });

  async function submit(values: OrganizationSettingsInput) {
    const result = await save(
      { id: organization.id, params: { name: String(values.name).trim(), currency: values.currency } },
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

  return (
    <Modal opened onClose={onClose} title={t('admin.settings_title')} closeOnClickOutside={false}>
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack>
          <TextInput
            label={t('admin.name')}
            withAsterisk
            data-autofocus
            {...form.getInputProps('name')}
            error={errorText(form.errors.name)}
          />
          <Select
            label={t('admin.currency')}
            description={t('admin.currency_description')}
            placeholder={t('admin.currency_search')}
            withAsterisk
            searchable
            allowDeselect={false}
            nothingFoundMessage={t('admin.currency_none')}
            data={currencies}
            maxDropdownHeight={260}
            comboboxProps={{ withinPortal: true }}
            {...form.getInputProps('currency')}
            error={errorText(form.errors.currency)}
            disabled={saving.fetching}
          />
          <FormActions
            cancelLabel={t('admin.cancel')}
            onCancel={onClose}
            cancelDisabled={saving.fetching}
            submitLabel={t('admin.save')}
            loading={saving.fetching}
          />
        </Stack>
      </form>
    </Modal>
  );
}
