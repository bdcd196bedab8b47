import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The sentence of the letter a proposal came from, so the user can judge it. */
export function SourceQuote({ source }: { source: string }) {
  const { t } = useTranslation();
  return (
    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      <Text span fw={600} size="xs">
        {t('award_letters.review.source')}:
      </Text>{' '}
      <q>{source}</q>
    </Text>
  );
}
