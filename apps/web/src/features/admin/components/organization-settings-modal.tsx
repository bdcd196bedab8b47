import {
  type OrganizationSettingsInput,
  organizationSettingsSchema,
} from '@grantflow/validation/organization';
import { Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { codedResolver, errorText } from '../../../lib/form-resolver.ts';
import { FormActions } from '../../../ui/form-actions.tsx';
import type { AdminOrganizationRow } from '../graphql/admin-operations.ts';
import { useUpdateOrganizationSettings } from '../hooks/use-update-organization-settings.ts';
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
  const { saving, submit } = useUpdateOrganizationSettings(organization.id, onSaved);
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
            disabled={saving}
          />
          <FormActions
            cancelLabel={t('admin.cancel')}
            onCancel={onClose}
            cancelDisabled={saving}
            submitLabel={t('admin.save')}
            loading={saving}
          />
        </Stack>
      </form>
    </Modal>
  );
}
