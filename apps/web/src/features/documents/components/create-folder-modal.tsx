import { Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { codedResolver, errorText } from '../../../lib/form-resolver.ts';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { FormActions } from '../../../ui/form-actions.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { useCreateFolder } from '../hooks/use-create-folder.ts';
import { joinFolderPath } from '../utils/folder-path.ts';
import { type CreateFolderForm, createFolderFormSchema } from '../utils/form-schemas.ts';
import { nameFieldError } from '../utils/name-field-error.ts';

interface CreateFolderModalProps {
  opened: boolean;
  onClose: () => void;
  funderId: string;
  /** The folder it is created in. */
  path: string;
}

export function CreateFolderModal({ opened, onClose, funderId, path }: CreateFolderModalProps) {
  const { t } = useTranslation();
  const { creating, createFolder } = useCreateFolder();
  const form = useForm<CreateFolderForm>({
    initialValues: { name: '' },
    validate: codedResolver(createFolderFormSchema),
  });
  const name = form.getInputProps('name');

  function close() {
    form.reset();
    onClose();
  }

  async function submit(values: CreateFolderForm) {
    const folder = joinFolderPath(path, values.name.trim());
    const result = await createFolder(funderId, folder);
    if (result.error || !result.data) {
      const reason = result.error ? mutationErrorMessage(result.error) : undefined;
      const field = result.error && nameFieldError(result.error);
      if (field) form.setFieldError('name', field);
      // folder.create_error (docs/product.md, Messages and error codes), with the server's reason after it.
      notifyError([t('folder.create_error'), reason].filter(Boolean).join(' '));
      return;
    }
    notifySuccess(t('documents.folder_created'));
    close();
  }

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('app.close') }}
      opened={opened}
      onClose={close}
      title={t('documents.create_folder_title')}
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <TextInput
            label={t('documents.folder_name')}
            required
            data-autofocus
            {...name}
            error={errorText(name.error)}
          />
          <Text size="sm" c="dimmed">
            {t('documents.create_folder_in', { path: path === '' ? t('documents.root') : path })}
          </Text>
          <FormActions
            cancelLabel={t('documents.cancel')}
            onCancel={close}
            submitLabel={t('documents.create')}
            loading={creating}
          />
        </Stack>
      </form>
    </Modal>
  );
}
