import { type OrganizationCreateInput, organizationCreateSchema } from '@grantflow/validation/organization';
import { Modal, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { codedResolver, errorText } from '../../../lib/form-resolver.ts';
import { reloadSoon } from '../../../lib/reload.ts';
import { FormActions } from '../../../ui/form-actions.tsx';
import { useCreateOrganization } from '../hooks/use-create-organization.ts';
import { FiscalYearStartInput } from './fiscal-year-start-input.tsx';

interface CreateOrganizationModalProps {
  opened: boolean;
  onClose: () => void;
  userId: string;
}

/** Add Organization (ADMIN and MANAGER; docs/product.md, Screens and routes): POST /managers/organisation, then reload after 1 s. */
export function CreateOrganizationModal({ opened, onClose, userId }: CreateOrganizationModalProps) {
  const { t } = useTranslation();
  const { create, submitting } = useCreateOrganization(userId);
  const form = useForm<OrganizationCreateInput>({
    mode: 'controlled',
    initialValues: { organizationName: '', fiscalYearStart: '' },
    validate: codedResolver(organizationCreateSchema),
    validateInputOnBlur: true,
  });

  async function submit(values: OrganizationCreateInput) {
    if (!(await create(values))) return;
    onClose();
    reloadSoon();
  }

  const fiscal = form.getInputProps('fiscalYearStart');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('organizations.create_title')}
      // docs/product.md, Screens and routes: only the close button or Cancel closes it, so a stray click does not lose the form.
      closeOnClickOutside={false}
    >
      <form noValidate onSubmit={form.onSubmit(submit)}>
        <Stack>
          <TextInput
            label={t('organizations.name')}
            withAsterisk
            data-autofocus
            {...form.getInputProps('organizationName')}
            error={errorText(form.errors.organizationName)}
          />
          <FiscalYearStartInput
            value={typeof fiscal.value === 'string' ? fiscal.value : ''}
            onChange={(value) => form.setFieldValue('fiscalYearStart', value)}
            onBlur={() => form.validateField('fiscalYearStart')}
            error={errorText(form.errors.fiscalYearStart)}
            disabled={submitting}
          />
          <FormActions
            cancelLabel={t('organizations.cancel')}
            onCancel={onClose}
            cancelDisabled={submitting}
            submitLabel={t('organizations.submit')}
            loading={submitting}
          />
        </Stack>
      </form>
    </Modal>
  );
}
