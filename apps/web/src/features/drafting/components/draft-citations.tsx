import type { DraftCitationWire } from '@grantflow/validation/assistant-wire';
import { Anchor, List, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { citationHref } from '../utils/drafts-api.ts';

/** The draft's sources by marker: [n] at the end of a paragraph is the n-th here. */
export function DraftCitations({ citations }: { citations: readonly DraftCitationWire[] }) {
  const { t } = useTranslation();
  if (citations.length === 0) return null;
  return (
    <nav aria-label={t('drafting.sources')}>
      <Text size="xs" fw={600} c="dimmed">
        {t('drafting.sources')}
      </Text>
      <List size="xs" spacing={2} data-testid="draft-citations" listStyleType="none">
        {citations.map((citation) => {
          const href = citationHref(citation.url);
          return (
            <List.Item key={citation.marker}>
              [{citation.marker}]{' '}
              {href ? (
                <Anchor
                  href={href}
                  target={citation.kind === 'file' ? '_blank' : undefined}
                  rel="noopener noreferrer"
                  size="xs"
                  aria-label={t('drafting.source_link', { name: citation.label })}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {citation.label} {citation.kind === 'file' && <IconExternalLink size={12} aria-hidden />}
                </Anchor>
              ) : (
                t('drafting.source_gone', { name: citation.label })
              )}
            </List.Item>
          );
        })}
      </List>
    </nav>
  );
}
