import { Accordion, Badge, Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DriveImportJob } from '../hooks/use-import-history.ts';
import { formatTimestamp } from '../utils/format.ts';

// Dot badges: the text stays dark (the success green of docs/product.md, Constants and limits is too light for text, WCAG AA).
const STATUS_COLORS = {
  PENDING: 'gray',
  IN_PROGRESS: 'brand',
  COMPLETED: 'success',
  FAILED: 'error',
} as const;

/** One import job of the history: its drive, status, progress and counts, its files in the opened panel. */
export function ImportJobItem({ job }: { job: DriveImportJob }) {
  const { t, i18n } = useTranslation();
  const total = Math.max(job.total_files, 1);
  // The importer counts a file once: processed (imported) or failed.
  const processedShare = (100 * job.processed_files) / total;
  const failedShare = (100 * job.failed_files) / total;
  return (
    <Accordion.Item value={`${job.drive}:${job.id}`}>
      <Accordion.Control>
        <Stack gap={6}>
          <Group justify="space-between" gap="xs">
            <Text fw={600} style={{ wordBreak: 'break-word' }}>
              {job.doc_name}
            </Text>
            <Group gap={6}>
              <Badge variant="light" color="gray">
                {t(`documents.drive.${job.drive}`)}
              </Badge>
              <Badge variant="dot" color={STATUS_COLORS[job.status]}>
                {t(`documents.history.status_${job.status}`)}
              </Badge>
            </Group>
          </Group>
          <Progress.Root size="md" aria-label={t('documents.history.progress_label', { name: job.doc_name })}>
            <Progress.Section
              value={processedShare}
              color="success.8"
              aria-label={t('documents.history.processed')}
            />
            <Progress.Section
              value={failedShare}
              color="error.8"
              aria-label={t('documents.history.failed')}
            />
          </Progress.Root>
          <Text size="xs" c="dimmed">
            {t('documents.history.counts', {
              processed: job.processed_files,
              total: job.total_files,
              failed: job.failed_files,
            })}{' '}
            · {t('documents.history.started', { date: formatTimestamp(job.inserted_at, i18n.language) })}
          </Text>
          {job.error_message && (
            <Text size="xs" c="error.8">
              {job.error_message}
            </Text>
          )}
        </Stack>
      </Accordion.Control>
      <Accordion.Panel>
        {job.files.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('documents.history.no_files')}
          </Text>
        ) : (
          <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {job.files.map((file) => (
              <Group
                key={file.id}
                component="li"
                justify="space-between"
                align="flex-start"
                wrap="nowrap"
                gap="sm"
                py={6}
                style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
              >
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" style={{ wordBreak: 'break-word' }}>
                    {file.file_name}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
                    {t('documents.history.folder')}: {file.folder_path || t('documents.root')}
                  </Text>
                  {file.error_message && (
                    <Text size="xs" c="error.8">
                      {file.error_message}
                    </Text>
                  )}
                </div>
                <Badge size="sm" variant="dot" color={STATUS_COLORS[file.status]} style={{ flexShrink: 0 }}>
                  {t(`documents.history.status_${file.status}`)}
                </Badge>
              </Group>
            ))}
          </Stack>
        )}
      </Accordion.Panel>
    </Accordion.Item>
  );
}
