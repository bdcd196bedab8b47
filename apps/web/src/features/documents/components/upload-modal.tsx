import { Alert, Button, Group, Modal, Progress, ScrollArea, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useUploads } from '../hooks/use-uploads.ts';
import type { PlannedUpload } from '../utils/upload-plan.ts';
import { summarize, type UploadEntry } from '../utils/upload-queue.ts';

interface UploadModalProps {
  funderId: string;
  uploads: PlannedUpload<File>[];
  /** Called once every file has settled (the folder is reloaded). */
  onFinished: () => void;
  onClose: () => void;
}

/**
 * Upload file / upload folder (docs/product.md, Screens and routes; Validation): one upload per file, a progress bar and an outcome per file
 * ('file uploaded successfully' or the server's reason), and 'Some of the uploads were not successful.'
 * when any failed. Closing while files are still going cancels the rest.
 */
export function UploadModal({ funderId, uploads, onFinished, onClose }: UploadModalProps) {
  const { t } = useTranslation();
  const { entries, cancel } = useUploads(funderId, uploads, onFinished);
  const summary = summarize(entries);

  function close() {
    cancel();
    onClose();
  }

  return (
    <Modal
      opened
      onClose={close}
      closeButtonProps={{ 'aria-label': t('app.close') }}
      title={t(summary.finished ? 'documents.upload.title_done' : 'documents.upload.title')}
      closeOnClickOutside={summary.finished}
    >
      <Stack data-finished={summary.finished || undefined}>
        <Text size="sm" role="status" aria-live="polite">
          {t('documents.upload.summary', {
            done: summary.done,
            total: entries.length,
            failed: summary.failed,
          })}
        </Text>
        {summary.finished && summary.failed > 0 && (
          <Alert color="error" role="alert" title={t('documents.upload.some_failed')} />
        )}
        <ScrollArea.Autosize mah="50vh" type="auto">
          <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {entries.map((entry) => (
              <UploadRow key={entry.key} entry={entry} />
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          {summary.finished ? (
            <Button onClick={close}>{t('documents.done')}</Button>
          ) : (
            <Button variant="default" onClick={close}>
              {t('documents.upload.cancel')}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

function UploadRow({ entry }: { entry: UploadEntry }) {
  const { t } = useTranslation();
  const percent = Math.round(entry.progress * 100);
  const color = entry.status === 'failed' ? 'error' : entry.status === 'done' ? 'success' : 'brand';
  return (
    <li>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {entry.label}
        </Text>
        {entry.status === 'done' && (
          <IconCircleCheck size={18} color="var(--mantine-color-success-8)" aria-hidden />
        )}
        {entry.status === 'failed' && (
          <IconCircleX size={18} color="var(--mantine-color-error-8)" aria-hidden />
        )}
      </Group>
      <Progress
        value={entry.status === 'failed' ? 100 : percent}
        color={color}
        size="sm"
        mt={4}
        aria-label={t('documents.upload.progress_of', { name: entry.label })}
        animated={entry.status === 'uploading'}
      />
      <Text size="xs" c={entry.status === 'failed' ? 'error.8' : 'dimmed'} mt={2}>
        {entry.status === 'waiting' && t('documents.upload.waiting')}
        {entry.status === 'uploading' && t('documents.upload.uploading', { percent })}
        {entry.status === 'done' && t('documents.upload.success')}
        {entry.status === 'failed' && entry.error}
      </Text>
    </li>
  );
}
