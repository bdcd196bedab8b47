import { ActionIcon, Group, Table, Text } from '@mantine/core';
import { IconDownload, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FileRow } from '../graphql/documents.ts';
import { formatFileSize, formatTimestamp } from '../utils/format.ts';
import { AssistantIndexNote } from './assistant-index-note.tsx';
import { FileIcon } from './file-type-icon.tsx';

interface FileRowProps {
  file: FileRow;
  language: string;
  onEdit: (file: FileRow) => void;
  onDeleteFile: (file: FileRow) => void;
}

/** A file's row in the documents table: type, name, assistant index, size, date, download, edit and delete. */
export function FileRowView({ file, language, onEdit, onDeleteFile }: FileRowProps) {
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
