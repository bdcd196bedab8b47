import { Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { codedResolver, errorText } from '../../../lib/form-resolver.ts';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { FormActions } from '../../../ui/form-actions.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import {
  DOCUMENT_TYPENAMES,
  type FileRow,
  ListFoldersQuery,
  UpdateFileMutation,
} from '../graphql/documents.ts';
import { type EditFileForm, editFileFormSchema } from '../utils/form-schemas.ts';
import { nameFieldError } from '../utils/name-field-error.ts';

interface EditFileModalProps {
  file: FileRow;
  funderId: string;
  onClose: () => void;
}

// Mantine's Select needs a non-empty value for the root; '/' is never a wire folder path.
const ROOT = '/';

/** Edit file (docs/product.md, Funder documents and cloud drives): rename it and/or move it to another of the funder's folders (listFolders). */
export function EditFileModal({ file, funderId, onClose }: EditFileModalProps) {
  const { t } = useTranslation();
  const [{ fetching }, updateFile] = useMutation(UpdateFileMutation);
  const [folders] = useQuery({
    query: ListFoldersQuery,
    variables: { funderId },
    requestPolicy: 'network-only',
  });
  const form = useForm<EditFileForm>({
    initialValues: { name: file.name, folder: file.folder },
    validate: codedResolver(editFileFormSchema),
  });
  const name = form.getInputProps('name');
  const folder = form.getInputProps('folder');

  const folderOptions = useMemo(() => {
    const paths = new Set((folders.data?.listFolders ?? []).map((f) => f.path));
    paths.add(file.folder);
    paths.delete('');
    return [
      { value: ROOT, label: t('documents.root') },
      ...Array.from(paths)
        .sort((a, b) => a.localeCompare(b))
        .map((path) => ({ value: path, label: path })),
    ];
  }, [folders.data, file.folder, t]);

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
    const result = await updateFile(variables, { additionalTypenames: DOCUMENT_TYPENAMES });
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
          <TextInput
            label={t('documents.file_name')}
            required
            data-autofocus
            {...name}
            error={errorText(name.error)}
          />
          <Select
            label={t('documents.move_to')}
            data={folderOptions}
            value={folder.value === '' ? ROOT : folder.value}
            onChange={(value) => form.setFieldValue('folder', value === null || value === ROOT ? '' : value)}
            error={errorText(folder.error)}
            allowDeselect={false}
            searchable
            disabled={folders.fetching && !folders.data}
            comboboxProps={{ withinPortal: true }}
          />
          <FormActions
            cancelLabel={t('documents.cancel')}
            onCancel={onClose}
            submitLabel={t('documents.save')}
            loading={fetching}
          />
        </Stack>
      </form>
    </Modal>
  );
}
