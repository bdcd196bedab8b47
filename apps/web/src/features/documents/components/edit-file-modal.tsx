import { Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { codedResolver } from '../../../lib/form-resolver.ts';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { FormActions } from '../../../ui/form-actions.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import type { FileRow } from '../graphql/documents.ts';
import { useFolderOptions } from '../hooks/use-folder-options.ts';
import { useUpdateFile } from '../hooks/use-update-file.ts';
import { type EditFileForm, editFileFormSchema } from '../utils/form-schemas.ts';
import { nameFieldError } from '../utils/name-field-error.ts';
import { NameAndFolderFields } from './name-and-folder-fields.tsx';

interface EditFileModalProps {
  file: FileRow;
  funderId: string;
  onClose: () => void;
}

/** Edit file (docs/product.md, Funder documents and cloud drives): rename it and/or move it to another of the funder's folders (listFolders). */
export function EditFileModal({ file, funderId, onClose }: EditFileModalProps) {
  const { t } = useTranslation();
  const { updating, updateFile } = useUpdateFile();
  const folders = useFolderOptions(funderId, file.folder);
  const form = useForm<EditFileForm>({
    initialValues: { name: file.name, folder: file.folder },
    validate: codedResolver(editFileFormSchema),
  });
  const name = form.getInputProps('name');
  const folder = form.getInputProps('folder');

  async function submit(values: EditFileForm) {
    const newName = values.name.trim();
    const variables = {
      id: file.id,
      name: newName === file.name ? null : newName,
      folder: values.folder === file.folder ? null : values.folder,
    };
    if (variables.name === null && variables.folder === null) {
      onClose();
      return;
    }
    const result = await updateFile(variables);
    if (result.error || !result.data) {
      const reason = result.error ? mutationErrorMessage(result.error) : undefined;
      const field = result.error && nameFieldError(result.error);
      if (field) form.setFieldError('name', field);
      // file.edit_error (docs/product.md, Messages and error codes), with the server's reason as its description.
      notifyError([t('file.edit_error'), reason].filter(Boolean).join(' '));
      return;
    }
    notifySuccess(t('documents.file_updated'));
    onClose();
  }

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('app.close') }}
      opened
      onClose={onClose}
      title={t('documents.edit_title')}
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <NameAndFolderFields
            nameLabel={t('documents.file_name')}
            folderLabel={t('documents.move_to')}
            name={name}
            folder={folder}
            options={folders.options}
            loading={folders.loading}
            onFolderChange={(path) => form.setFieldValue('folder', path)}
          />
          <FormActions
            cancelLabel={t('documents.cancel')}
            onCancel={onClose}
            submitLabel={t('documents.save')}
            loading={updating}
          />
        </Stack>
      </form>
    </Modal>
  );
}
