import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FileRow } from '../graphql/documents.ts';

// A file the assistant tried and failed to read says so under its name, with the reason, so that nobody
// waits for answers from it. Files it does not read at all (images) and files it read say nothing.

const REASONS = ['TOO_LARGE', 'ARCHIVE_BOMB', 'UNREADABLE', 'TIMEOUT', 'OUT_OF_MEMORY', 'CRASHED'] as const;
type Reason = (typeof REASONS)[number] | 'OTHER';

const isKnown = (code: string | null): code is (typeof REASONS)[number] =>
  (REASONS as readonly (string | null)[]).includes(code);

export function AssistantIndexNote({ index }: { index: FileRow['assistantIndex'] | undefined }) {
  const { t } = useTranslation();
  if (index?.status !== 'FAILED') return null;
  const reason: Reason = isKnown(index.reason) ? index.reason : 'OTHER';
  return (
    <Text size="xs" c="error.8">
      {t('documents.assistant.failed', { reason: t(`documents.assistant.reason_${reason}`) })}
    </Text>
  );
}
