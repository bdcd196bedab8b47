import { Alert, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface FolderLoadErrorProps {
  /** The folder does not exist: offer the root instead of a retry. */
  missing: boolean;
  onOpenRoot: () => void;
  onRetry: () => void;
}

/** Shown instead of the documents table when the folder could not be loaded. */
export function FolderLoadError({ missing, onOpenRoot, onRetry }: FolderLoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert
      color="error"
      role="alert"
      title={t(missing ? 'documents.folder_missing' : 'documents.load_error')}
    >
      {missing ? (
        <Button size="xs" variant="light" onClick={onOpenRoot}>
          {t('documents.go_root')}
        </Button>
      ) : (
        <Button size="xs" variant="light" color="error" onClick={onRetry}>
          {t('documents.retry')}
        </Button>
      )}
    </Alert>
  );
}
