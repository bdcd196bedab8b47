import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useEffectiveOrganization } from '../../../hooks/use-effective-organization.ts';
import { useListExport } from '../hooks/use-list-export.ts';
import type { ExportList, ExportParam } from '../utils/list-export-path.ts';

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
  const { t } = useTranslation();
  const organization = useEffectiveOrganization();
  const { download, busy } = useListExport(list, organization.id);

  return (
    <Button
      variant="default"
      loading={busy}
      disabled={!organization.id}
      leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
      onClick={() => void download(params)}
      data-testid={`list-export-${list}`}
    >
      {t('list_export.button')}
    </Button>
  );
}
