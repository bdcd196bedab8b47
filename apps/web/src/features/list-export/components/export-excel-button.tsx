import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEffectiveOrganization } from '../../../hooks/use-effective-organization.ts';
import { fetchAuthorizedFile, saveBlob } from '../../../lib/download.ts';
import { notifyError } from '../../../ui/notify.ts';
import {
  type ExportList,
  type ExportParam,
  LIST_EXPORT_FILES,
  listExportPath,
} from '../utils/list-export-path.ts';

interface ExportExcelButtonProps {
  list: ExportList;
  /** The list's filters, search and columns as the page holds them (the route's query parameter names). */
  params: Readonly<Record<string, ExportParam>>;
}

/**
 * "Export to Excel" of a list: fetches the list's export route for the organisation the
 * screen shows, in the display language (bearer token and impersonated organisation ride along), and saves
 * the file; a failure says why in the error toast.
 */
export function ExportExcelButton({ list, params }: ExportExcelButtonProps) {
  const { t, i18n } = useTranslation();
  const organization = useEffectiveOrganization();
  const [busy, setBusy] = useState(false);

  const download = async () => {
    setBusy(true);
    const path = listExportPath(
      list,
      { organizationId: organization.id, ...params },
      i18n.resolvedLanguage ?? i18n.language,
    );
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
    saveBlob(result.blob, LIST_EXPORT_FILES[list]);
  };

  return (
    <Button
      variant="default"
      loading={busy}
      disabled={!organization.id}
      leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
      onClick={() => void download()}
      data-testid={`list-export-${list}`}
    >
      {t('list_export.button')}
    </Button>
  );
}
