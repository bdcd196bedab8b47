import { Accordion, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../../ui/list-state.tsx';
import { useImportHistory } from '../hooks/use-import-history.ts';
import { ImportJobItem } from './import-job-item.tsx';

interface ImportHistoryModalProps {
  funderId: string;
  opened: boolean;
  onClose: () => void;
}

/** The import-history modal (docs/product.md, Screens and routes; Funder documents and cloud drives): both drives' jobs, newest first, refreshed every 2 s while open. */
export function ImportHistoryModal({ funderId, opened, onClose }: ImportHistoryModalProps) {
  const { t } = useTranslation();
  const { jobs, failed, retry } = useImportHistory(funderId, opened);

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
        onRetry={retry}
        empty={jobs?.length === 0}
        emptyText={t('documents.history.empty')}
      >
        <Accordion multiple variant="separated" chevronPosition="left">
          {(jobs ?? []).map((job) => (
            <ImportJobItem key={`${job.drive}:${job.id}`} job={job} />
          ))}
        </Accordion>
      </ListState>
    </Modal>
  );
}
