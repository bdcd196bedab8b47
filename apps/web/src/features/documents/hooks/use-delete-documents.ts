import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { confirmAction } from '../../../ui/confirm.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import {
  DeleteFileMutation,
  DeleteFolderMutation,
  DOCUMENT_TYPENAMES,
  type FileRow,
  type FolderRow,
} from '../graphql/documents.ts';

/** Deleting a file or a whole folder, each after the delete confirmation (docs/architecture.md, Screens). */
export function useDeleteDocuments(funderId: string) {
  const { t } = useTranslation();
  const [, removeFile] = useMutation(DeleteFileMutation);
  const [, removeFolder] = useMutation(DeleteFolderMutation);
  const context = { additionalTypenames: DOCUMENT_TYPENAMES };

  const confirm = (title: string, message: string) =>
    confirmAction({
      title,
      message,
      confirmLabel: t('documents.delete'),
      cancelLabel: t('documents.cancel'),
      confirmColor: 'error.8',
    });

  async function deleteFile(file: FileRow) {
    if (
      !(await confirm(t('documents.delete_file_title'), t('documents.delete_file_body', { name: file.name })))
    )
      return;
    const result = await removeFile({ id: file.id }, context);
    if (result.error) notifyError(mutationErrorMessage(result.error));
    else notifySuccess(t('documents.file_deleted'));
  }

  async function deleteFolder(folder: FolderRow) {
    const message = t('documents.delete_folder_body', { name: folder.name });
    if (!(await confirm(t('documents.delete_folder_title'), message))) return;
    const result = await removeFolder({ funderId, folder: folder.path }, context);
    if (result.error) notifyError(mutationErrorMessage(result.error));
    else notifySuccess(t('documents.folder_deleted'));
  }

  return { deleteFile, deleteFolder };
}
