import { IMPORT_POLLING_MS } from '@grantflow/domain/constants/timing';
import { DRIVE_PROVIDERS, type DriveProvider } from '@grantflow/domain/shared/enums';
import type { ImportJobRow } from '@grantflow/validation/drive-wire';
import { Accordion, Badge, Group, Modal, Progress, Stack, Text } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../../ui/list-state.tsx';
import { usePolling } from '../hooks/use-polling.ts';
import { fetchImportJobs } from '../utils/drive-api.ts';
import { formatTimestamp } from '../utils/format.ts';
import { mergeImportJobs } from '../utils/import-jobs.ts';

interface ImportHistoryModalProps {
  funderId: string;
  opened: boolean;
  onClose: () => void;
}

// Dot badges: the text stays dark (the success green of docs/product.md, Constants and limits is too light for text, WCAG AA).
const STATUS_COLORS = {
  PENDING: 'gray',
  IN_PROGRESS: 'brand',
  COMPLETED: 'success',
  FAILED: 'error',
} as const;

/** The import-history modal (docs/product.md, Screens and routes; Funder documents and cloud drives): both drives' jobs, newest first, refreshed every 2 s while open. */
export function ImportHistoryModal({ funderId, opened, onClose }: ImportHistoryModalProps) {
  const { t } = useTranslation();
  const [jobs, setJobs] = useState<(ImportJobRow & { drive: DriveProvider })[] | null>(null);
  const [failed, setFailed] = useState(false);

  const poll = useCallback(
    async (signal: AbortSignal) => {
      const answers = await Promise.all(DRIVE_PROVIDERS.map((drive) => fetchImportJobs(drive, funderId)));
      if (signal.aborted) return;
      const lists = DRIVE_PROVIDERS.map((drive, index) => {
        const answer = answers[index];
        return { drive, jobs: answer?.ok ? answer.data : [] };
      });
      // A drive whose importer is not configured answers with an error: the other drive's history still shows.
      setFailed(answers.every((answer) => !answer.ok));
      setJobs(mergeImportJobs(lists));
    },
    [funderId],
  );
  usePolling(poll, IMPORT_POLLING_MS.history, opened);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('app.close') }}
      title={t('documents.history.title')}
      size="xl"
    >
      <ListState
        variant="page"
        loading={jobs === null}
        error={failed}
        errorText={t('documents.history.load_error')}
        retryText={t('documents.retry')}
        onRetry={() => void poll(new AbortController().signal)}
        empty={jobs?.length === 0}
        emptyText={t('documents.history.empty')}
      >
        <Accordion multiple variant="separated" chevronPosition="left">
          {(jobs ?? []).map((job) => (
            <JobItem key={`${job.drive}:${job.id}`} job={job} />
          ))}
        </Accordion>
      </ListState>
    </Modal>
  );
}

function JobItem({ job }: { job: ImportJobRow & { drive: DriveProvider } }) {
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
