import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../../ui/notify.ts';
import { fetchAuthorizedFile, saveBlob } from '../../deadlines/utils/download-file.ts';

/**
 * "Export to Excel" of a list: fetches the list's export route (bearer token and impersonated organisation
 * ride along) and saves the file; a failure says why in the error toast.
 */
export function ExportExcelButton({ path, fileName }: { path: string; fileName: string }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    const result = await fetchAuthorizedFile(path);
    setBusy(false);
    if (!result.ok) {
      notifyError(
        result.kind === 'network'
          ? t('list_export.network_error')
          : t('list_export.error', { message: result.error }),
      );
      return;
    }
    saveBlob(result.blob, fileName);
  };

  return (
    <Button variant="default" loading={busy} onClick={() => void download()} data-testid="list-export-button">
      {t('list_export.button')}
    </Button>
  );
}
