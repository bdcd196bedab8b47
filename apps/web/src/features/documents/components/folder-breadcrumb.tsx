import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { breadcrumbOf } from '../utils/folder-path.ts';

interface FolderBreadcrumbProps {
  path: string;
  onOpen: (path: string) => void;
}

/** The root and each folder down to the current one; the current one is plain text (aria-current). */
export function FolderBreadcrumb({ path, onOpen }: FolderBreadcrumbProps) {
  const { t } = useTranslation();
  const crumbs = [{ name: t('documents.root'), path: '' }, ...breadcrumbOf(path)];
  return (
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
              {index === 0 && <IconFolder size={16} aria-hidden style={{ marginRight: 6, flexShrink: 0 }} />}
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
              {index === 0 && <IconFolder size={16} aria-hidden style={{ marginRight: 6, flexShrink: 0 }} />}
              {crumb.name}
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
