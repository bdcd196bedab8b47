import { ActionIcon, Anchor, Group, Table, Text } from '@mantine/core';
import {
  IconDownload,
  IconFile,
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypePdf,
  IconFolder,
  IconPencil,
  IconPhoto,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../../ui/list-state.tsx';
import type { FileRow, FolderChild, FolderRow } from '../graphql/documents.ts';
import { formatFileSize, formatTimestamp } from '../utils/format.ts';
import { AssistantIndexNote } from './assistant-index-note.tsx';

interface DocumentsTableProps {
  items: readonly FolderChild[];
  loading: boolean;
  /** The filter in use ('' for none): an empty answer then reads "nothing matches". */
  search: string;
  onOpenFolder: (path: string) => void;
  onEdit: (file: FileRow) => void;
  onDeleteFile: (file: FileRow) => void;
  onDeleteFolder: (folder: FolderRow) => void;
  /** Shown under "This folder is empty". */
  emptyActions: ReactNode;
}

function FileIcon({ mimeType }: { mimeType: string }) {
  const props = { size: 20, 'aria-hidden': true } as const;
  if (mimeType === 'application/pdf')
    return <IconFileTypePdf {...props} color="var(--mantine-color-error-7)" />;
  if (mimeType.includes('spreadsheet') || mimeType.includes('excel') || mimeType === 'text/csv')
    return <IconFileSpreadsheet {...props} color="var(--mantine-color-success-8)" />;
  if (mimeType.startsWith('image/')) return <IconPhoto {...props} />;
  if (mimeType.startsWith('text/') || mimeType.includes('word')) return <IconFileText {...props} />;
  return <IconFile {...props} />;
}

const COLUMNS = 4;

/** Sub-folders, then files (the API's order): type icon, name, size, date and actions per row. */
export function DocumentsTable(props: DocumentsTableProps) {
  const { t, i18n } = useTranslation();
  const { items, loading, search } = props;
  const language = i18n.language;
  const empty = !loading && items.length === 0;

  return (
    <Table.ScrollContainer minWidth={320}>
      <Table highlightOnHover verticalSpacing="sm" aria-busy={loading}>
        <Table.Caption>{t('documents.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('documents.name')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('documents.size')}</Table.Th>
            <Table.Th visibleFrom="sm">{t('documents.updated')}</Table.Th>
            <Table.Th ta="right">{t('documents.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading || empty ? (
            <Table.Tr>
              <Table.Td colSpan={COLUMNS}>
                <ListState
                  variant="table"
                  loading={loading}
                  empty={empty}
                  emptyText={search ? t('documents.no_match', { search }) : t('documents.empty_title')}
                  emptyBody={search ? undefined : t('documents.empty_body')}
                />
                {empty && !search && props.emptyActions}
              </Table.Td>
            </Table.Tr>
          ) : (
            items.map((item) =>
              item.__typename === 'Folder' ? (
                <FolderRowView key={`d:${item.path}`} folder={item} {...props} />
              ) : (
                <FileRowView key={`f:${item.id}`} file={item} language={language} {...props} />
              ),
            )
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function FolderRowView({
  folder,
  onOpenFolder,
  onDeleteFolder,
}: { folder: FolderRow } & Pick<DocumentsTableProps, 'onOpenFolder' | 'onDeleteFolder'>) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <IconFolder size={20} aria-hidden color="var(--mantine-color-brand-6)" />
          <Anchor
            component="button"
            type="button"
            onClick={() => onOpenFolder(folder.path)}
            aria-label={t('documents.open_folder', { name: folder.name })}
            style={{ wordBreak: 'break-word', textAlign: 'left' }}
          >
            {folder.name}
          </Anchor>
        </Group>
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {t('documents.folder_type')}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm">–</Table.Td>
      <Table.Td visibleFrom="sm">–</Table.Td>
      <Table.Td>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="error.8"
            aria-label={t('documents.delete_folder', { name: folder.name })}
            onClick={() => onDeleteFolder(folder)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function FileRowView({
  file,
  language,
  onEdit,
  onDeleteFile,
}: { file: FileRow; language: string } & Pick<DocumentsTableProps, 'onEdit' | 'onDeleteFile'>) {
  const { t } = useTranslation();
  const size = formatFileSize(file.size, language);
  const updated = formatTimestamp(file.updatedAt, language);
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <FileIcon mimeType={file.mimeType} />
          <Text size="sm" style={{ wordBreak: 'break-word' }}>
            {file.name}
          </Text>
        </Group>
        <AssistantIndexNote index={file.assistantIndex} />
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {size} · {updated}
        </Text>
      </Table.Td>
      <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
        {size}
      </Table.Td>
      <Table.Td visibleFrom="sm">{updated}</Table.Td>
      <Table.Td>
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <ActionIcon
            component="a"
            href={file.signedUrl}
            download={file.name}
            variant="subtle"
            aria-label={t('documents.download', { name: file.name })}
          >
            <IconDownload size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={t('documents.edit', { name: file.name })}
            onClick={() => onEdit(file)}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="error.8"
            aria-label={t('documents.delete_file', { name: file.name })}
            onClick={() => onDeleteFile(file)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}
