import { ActionIcon, Anchor, Breadcrumbs, Group, Text } from '@mantine/core';
import { IconFolder, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { breadcrumbOf } from '../utils/folder-path.ts';

interface FolderBreadcrumbProps {
  path: string;
  onOpen: (path: string) => void;
  /** Given when the folder shown may be changed: its pencil renames or moves it (not the root). */
  onEdit?: (folder: { name: string; path: string }) => void;
}

/** The root and each folder down to the current one; the current one is plain text (aria-current). */
export function FolderBreadcrumb({ path, onOpen, onEdit }: FolderBreadcrumbProps) {
  const { t } = useTranslation();
  const crumbs = [{ name: t('documents.root'), path: '' }, ...breadcrumbOf(path)];
  const current = crumbs[crumbs.length - 1];
  return (
    <Group gap="xs" wrap="nowrap" align="center">
      <nav aria-label={t('documents.breadcrumb')}>
        <Breadcrumbs separatorMargin={6} style={{ flexWrap: 'wrap', rowGap: 4 }}>
          {crumbs.map((crumb, index) =>
            index === crumbs.length - 1 ? (
              <Text
                key={crumb.path}
                fw={600}
                aria-current="page"
                style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}
              >
                {index === 0 && (
                  <IconFolder size={16} aria-hidden style={{ marginRight: 6, flexShrink: 0 }} />
                )}
                {crumb.name}
              </Text>
            ) : (
              <Anchor
                key={crumb.path}
                component="button"
                type="button"
                onClick={() => onOpen(crumb.path)}
                style={{ display: 'inline-flex', gap: 6, alignItems: 'center' }}
              >
                {index === 0 && (
                  <IconFolder size={16} aria-hidden style={{ marginRight: 6, flexShrink: 0 }} />
                )}
                {crumb.name}
              </Anchor>
            ),
          )}
        </Breadcrumbs>
      </nav>
      {onEdit && current && current.path !== '' && (
        <ActionIcon
          variant="subtle"
          aria-label={t('documents.edit_folder', { name: current.name })}
          onClick={() => onEdit(current)}
        >
          <IconPencil size={18} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}
