import { ActionIcon, Anchor, Group, Table, Text } from '@mantine/core';
import { IconFolder, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FolderRow as Folder } from '../graphql/documents.ts';

interface FolderRowProps {
  folder: Folder;
  onOpenFolder: (path: string) => void;
  onEditFolder: (folder: Folder) => void;
  onDeleteFolder: (folder: Folder) => void;
}

/** A sub-folder's row in the documents table: its name opens it, the pencil renames or moves it, the bin deletes it. */
export function FolderRowView({ folder, onOpenFolder, onEditFolder, onDeleteFolder }: FolderRowProps) {
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
            aria-label={t('documents.edit_folder', { name: folder.name })}
            onClick={() => onEditFolder(folder)}
          >
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
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
