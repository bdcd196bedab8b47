import { SEARCH_DEBOUNCE_MS } from '@grantflow/domain/constants/timing';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { ButtonLink } from '../../../ui/router-link.tsx';
import { SearchInput } from '../../../ui/search-input.tsx';
import { DOCUMENT_TYPENAMES, DocumentsFunderQuery, type FileRow, FolderQuery } from '../graphql/documents.ts';
import { useDeleteDocuments } from '../hooks/use-delete-documents.ts';
import { useImportsInProgress } from '../hooks/use-imports-in-progress.ts';
import { planUploads } from '../utils/upload-plan.ts';
import { CreateFolderModal } from './create-folder-modal.tsx';
import { DocumentsTable } from './documents-table.tsx';
import { DocumentsToolbar, type PickedUploads } from './documents-toolbar.tsx';
import { EditFileModal } from './edit-file-modal.tsx';
import { FolderBreadcrumb } from './folder-breadcrumb.tsx';
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
  const [filter, setFilter] = useState('');
  const [filterFolder, setFilterFolder] = useState(path);
  const [debounced] = useDebouncedValue(filter.trim(), SEARCH_DEBOUNCE_MS.documentFilter);
  // The filter waits 1000 ms after typing (docs/product.md, Constants and limits); clearing it shows the whole folder at once.
  const search = filter.trim() === '' ? '' : debounced;
  const [createOpened, createModal] = useDisclosure(false);
  const [historyOpened, historyModal] = useDisclosure(false);
  const [uploads, setUploads] = useState<PickedUploads | null>(null);
  const [editing, setEditing] = useState<FileRow | null>(null);
  const context = useMemo(() => ({ additionalTypenames: DOCUMENT_TYPENAMES }), []);

  // The filter belongs to the folder it was typed in: opening another one clears it.
  if (filterFolder !== path) {
    setFilterFolder(path);
    setFilter('');
  }

  const [funder] = useQuery({ query: DocumentsFunderQuery, variables: { id: funderId } });
  const [{ data, fetching, error }, refetch] = useQuery({
    query: FolderQuery,
    variables: { funderId, folder: path, search: search === '' ? null : search },
    requestPolicy: 'cache-and-network',
    context,
  });
  const reload = () => refetch({ requestPolicy: 'network-only' });
  const imports = useImportsInProgress(funderId, reload);
  const { deleteFile, deleteFolder } = useDeleteDocuments(funderId);

  const openFolder = (folder: string) =>
    void navigate({
      to: '/funder/$id/documents',
      params: { id: funderId },
      search: folder === '' ? {} : { path: folder },
    });

  const name = funder.data?.getFunder.name;
  const title = name ? t('documents.title_of', { name }) : t('documents.title');
  const missing = error?.graphQLErrors.some((e) => e.extensions?.code === 'NOT_FOUND') && path !== '';
  const children = data?.getFolder.children ?? [];

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
      <FolderBreadcrumb path={path} onOpen={openFolder} />
      <SearchInput
        label={t('documents.filter')}
        placeholder={t('documents.filter_placeholder')}
        value={filter}
        onChange={setFilter}
        maw={420}
      />
      {error && !data ? (
        <Alert
          color="error"
          role="alert"
          title={t(missing ? 'documents.folder_missing' : 'documents.load_error')}
        >
          {missing ? (
            <Button size="xs" variant="light" onClick={() => openFolder('')}>
              {t('documents.go_root')}
            </Button>
          ) : (
            <Button size="xs" variant="light" color="error" onClick={reload}>
              {t('documents.retry')}
            </Button>
          )}
        </Alert>
      ) : (
        <DocumentsTable
          items={children}
          loading={fetching && !data}
          search={search}
          onOpenFolder={openFolder}
          onEdit={setEditing}
          onDeleteFile={deleteFile}
          onDeleteFolder={deleteFolder}
          emptyActions={
            <Group justify="center" mt="sm">
              <Button variant="light" onClick={createModal.open}>
                {t('documents.create_folder')}
              </Button>
            </Group>
          }
        />
      )}
      <CreateFolderModal opened={createOpened} onClose={createModal.close} funderId={funderId} path={path} />
      {editing && <EditFileModal file={editing} funderId={funderId} onClose={() => setEditing(null)} />}
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
