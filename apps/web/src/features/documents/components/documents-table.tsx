import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../../ui/list-state.tsx';
import type { FileRow, FolderChild, FolderRow } from '../graphql/documents.ts';
import { FileRowView } from './file-row.tsx';
import { FolderRowView } from './folder-row.tsx';

interface DocumentsTableProps {
  items: readonly FolderChild[];
  loading: boolean;
  /** The filter in use ('' for none): an empty answer then reads "nothing matches". */
  search: string;
  onOpenFolder: (path: string) => void;
  onEdit: (file: FileRow) => void;
  onDeleteFile: (file: FileRow) => void;
  onEditFolder: (folder: FolderRow) => void;
  onDeleteFolder: (folder: FolderRow) => void;
  /** Shown under "This folder is empty". */
  emptyActions: ReactNode;
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
