import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAuthorizedFile, saveBlob } from '../../../lib/download.ts';
import { notifyError } from '../../../ui/notify.ts';
import {
  type ExportList,
  type ExportParam,
  LIST_EXPORT_FILES,
  listExportPath,
} from '../utils/list-export-path.ts';

/**
 * Fetches a list's export route for the organisation, in the display language, and saves the file; a
 * failure says why in the error toast.
 */
export function useListExport(list: ExportList, organizationId: string | null) {
  const { t, i18n } = useTranslation();
  const [busy, setBusy] = useState(false);

  const download = async (params: Readonly<Record<string, ExportParam>>) => {
    setBusy(true);
    const path = listExportPath(list, { organizationId, ...params }, i18n.resolvedLanguage ?? i18n.language);
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
    saveBlob(result.blob, result.fileName ?? LIST_EXPORT_FILES[list]);
  };

  return { download, busy };
}
