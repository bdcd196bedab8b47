import { Modal, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { codedResolver } from '../../../lib/form-resolver.ts';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { FormActions } from '../../../ui/form-actions.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { useFolderOptions } from '../hooks/use-folder-options.ts';
import { useUpdateFolder } from '../hooks/use-update-folder.ts';
import { folderEditFieldErrors } from '../utils/folder-edit-errors.ts';
import { isAtOrBelow, parentOf } from '../utils/folder-path.ts';
import { type EditFolderForm, editFolderFormSchema } from '../utils/form-schemas.ts';
import { NameAndFolderFields } from './name-and-folder-fields.tsx';

interface EditFolderModalProps {
  /** The folder edited: its name and wire path. */
  folder: { name: string; path: string };
  funderId: string;
  onClose: () => void;
  /** After a change: the folder's old and new wire paths. */
  onMoved: (from: string, to: string) => void;
}

/** Edit folder (docs/product.md, Funder documents and cloud drives): rename it and/or move it into another of the funder's folders, with everything inside. */
export function EditFolderModal({ folder, funderId, onClose, onMoved }: EditFolderModalProps) {
  const { t } = useTranslation();
  const { updating, updateFolder } = useUpdateFolder();
  const currentParent = parentOf(folder.path) ?? '';
  const folders = useFolderOptions(funderId, currentParent);
  // Never into itself or below it: the server refuses that (FOLDER_MOVE_INTO_ITSELF), so it is not offered.
  const options = folders.options.filter((option) => !isAtOrBelow(option.value, folder.path));
  const form = useForm<EditFolderForm>({
    initialValues: { name: folder.name, parent: currentParent },
    validate: codedResolver(editFolderFormSchema),
  });
  const name = form.getInputProps('name');
  const parent = form.getInputProps('parent');

  async function submit(values: EditFolderForm) {
    const newName = values.name.trim();
    const variables = {
      funderId,
      folder: folder.path,
      name: newName === folder.name ? null : newName,
      parent: values.parent === currentParent ? null : values.parent,
    };
    if (variables.name === null && variables.parent === null) {
      onClose();
      return;
    }
    const result = await updateFolder(variables);
    const moved = result.data?.updateFolder;
    if (result.error || !moved) {
      const fields = result.error ? folderEditFieldErrors(result.error) : {};
      if (fields.name) form.setFieldError('name', fields.name);
      if (fields.parent) form.setFieldError('parent', fields.parent);
      const reason = result.error
        ? (fields.name ?? fields.parent ?? mutationErrorMessage(result.error))
        : undefined;
      notifyError([t('documents.folder_edit_error'), reason].filter(Boolean).join(' '));
      return;
    }
    notifySuccess(t('documents.folder_updated'));
    onMoved(folder.path, moved.path);
    onClose();
  }

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('app.close') }}
      opened
      onClose={onClose}
      title={t('documents.edit_folder_title')}
    >
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <NameAndFolderFields
            nameLabel={t('documents.folder_name')}
            folderLabel={t('documents.move_into')}
            name={name}
            folder={parent}
            options={options}
            loading={folders.loading}
            onFolderChange={(path) => form.setFieldValue('parent', path)}
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
