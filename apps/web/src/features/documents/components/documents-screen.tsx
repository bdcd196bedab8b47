import { Button, Group, Stack } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { ButtonLink } from '../../../ui/router-link.tsx';
import { SearchInput } from '../../../ui/search-input.tsx';
import type { FileRow } from '../graphql/documents.ts';
import { useDeleteDocuments } from '../hooks/use-delete-documents.ts';
import { useDocumentsFolder } from '../hooks/use-documents-folder.ts';
import { useFolderEdit } from '../hooks/use-folder-edit.ts';
import { useFolderFilter } from '../hooks/use-folder-filter.ts';
import { useImportsInProgress } from '../hooks/use-imports-in-progress.ts';
import { planUploads } from '../utils/upload-plan.ts';
import { CreateFolderModal } from './create-folder-modal.tsx';
import { DocumentsTable } from './documents-table.tsx';
import { DocumentsToolbar, type PickedUploads } from './documents-toolbar.tsx';
import { EditFileModal } from './edit-file-modal.tsx';
import { EditFolderModal } from './edit-folder-modal.tsx';
import { FolderBreadcrumb } from './folder-breadcrumb.tsx';
import { FolderLoadError } from './folder-load-error.tsx';
import { ForeignFunderNotice } from './foreign-funder-notice.tsx';
import { ImportHistoryModal } from './import-history-modal.tsx';
import { UploadModal } from './upload-modal.tsx';

interface DocumentsScreenProps {
  funderId: string;
  /** The wire folder shown ('' = the funder's root), kept in `?path=`. */
  path: string;
}

/** Funder documents (docs/product.md, Funder documents and cloud drives): breadcrumb, filter, the folder's children, and every action on them. */
export function DocumentsScreen({ funderId, path }: DocumentsScreenProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const { filter, setFilter, search } = useFolderFilter(path);
  const [createOpened, createModal] = useDisclosure(false);
  const [historyOpened, historyModal] = useDisclosure(false);
  const [uploads, setUploads] = useState<PickedUploads | null>(null);
  const [editing, setEditing] = useState<FileRow | null>(null);
  const contents = useDocumentsFolder(funderId, path, search);
  const reload = contents.reload;
  const imports = useImportsInProgress(funderId, reload);
  const { deleteFile, deleteFolder } = useDeleteDocuments(funderId);
  const folderEdit = useFolderEdit(funderId, path);

  const openFolder = (folder: string) =>
    void navigate({
      to: '/funder/$id/documents',
      params: { id: funderId },
      search: folder === '' ? {} : { path: folder },
    });

  const name = contents.funderName;
  const title = name ? t('documents.title_of', { name }) : t('documents.title');

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <ButtonLink
          to="/funder/$id"
          params={{ id: funderId }}
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t('documents.back')}
        </ButtonLink>
      </Group>
      <PageTitle documentTitle={title}>{title}</PageTitle>
      {contents.writable && (
        <DocumentsToolbar
          funderId={funderId}
          userId={user?.id ?? null}
          path={path}
          importInProgress={imports.inProgress}
          onCreateFolder={createModal.open}
          onUpload={setUploads}
          onOpenHistory={historyModal.open}
          onImportStarted={imports.refresh}
        />
      )}
      {!contents.foreign && (
        <>
          <FolderBreadcrumb
            path={path}
            onOpen={openFolder}
            onEdit={contents.writable ? folderEdit.edit : undefined}
          />
          <SearchInput
            label={t('documents.filter')}
            placeholder={t('documents.filter_placeholder')}
            value={filter}
            onChange={setFilter}
            maw={420}
          />
        </>
      )}
      {contents.foreign ? (
        <ForeignFunderNotice />
      ) : contents.failed ? (
        <FolderLoadError missing={contents.missing} onOpenRoot={() => openFolder('')} onRetry={reload} />
      ) : (
        <DocumentsTable
          items={contents.children}
          loading={contents.loading}
          search={search}
          onOpenFolder={openFolder}
          onEdit={setEditing}
          onEditFolder={folderEdit.edit}
          onDeleteFile={deleteFile}
          onDeleteFolder={deleteFolder}
          emptyActions={
            contents.writable && (
              <Group justify="center" mt="sm">
                <Button variant="light" onClick={createModal.open}>
                  {t('documents.create_folder')}
                </Button>
              </Group>
            )
          }
        />
      )}
      <CreateFolderModal opened={createOpened} onClose={createModal.close} funderId={funderId} path={path} />
      {editing && <EditFileModal file={editing} funderId={funderId} onClose={() => setEditing(null)} />}
      {folderEdit.editing && (
        <EditFolderModal
          folder={folderEdit.editing}
          funderId={funderId}
          onClose={folderEdit.close}
          onMoved={folderEdit.moved}
        />
      )}
      {uploads && (
        <UploadModal
          funderId={funderId}
          uploads={planUploads(uploads.files, path)}
          onFinished={reload}
          onClose={() => setUploads(null)}
        />
      )}
      <ImportHistoryModal funderId={funderId} opened={historyOpened} onClose={historyModal.close} />
    </Stack>
  );
}
