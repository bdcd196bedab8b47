import type { ChatFile } from '@grantflow/validation/assistant-wire';
import { Anchor, List, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { safeHref } from '../utils/markdown.ts';

/** The files an answer used, in rank order ("1", "2", …), each opening the file in a new tab. */
export function Citations({ files }: { files: Readonly<Record<string, ChatFile>> }) {
  const { t } = useTranslation();
  const ranked = Object.entries(files)
    .map(([rank, file]) => ({ rank: Number(rank), file, href: safeHref(file.url) }))
    .filter((c) => c.href !== null)
    .sort((a, b) => a.rank - b.rank);
  if (ranked.length === 0) return null;
  return (
    <nav aria-label={t('assistant.chat.sources')}>
      <Text size="xs" fw={600} c="dimmed" mt="xs">
        {t('assistant.chat.sources')}
      </Text>
      <List size="xs" type="ordered" spacing={2} withPadding data-testid="citations">
        {ranked.map(({ rank, file, href }) => (
          <List.Item key={rank}>
            <Anchor
              href={href ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
              aria-label={t('assistant.chat.open_file', { name: file.file_name })}
              style={{ overflowWrap: 'anywhere' }}
            >
              {file.file_name} <IconExternalLink size={12} aria-hidden />
            </Anchor>
          </List.Item>
        ))}
      </List>
    </nav>
  );
}
