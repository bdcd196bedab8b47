import type { NextDaysOption } from '@grantflow/domain/constants/limits';
import { PRINT_SEQUENCE_MS } from '@grantflow/domain/constants/timing';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchAuthorizedFile, saveBlob } from '../../../lib/download.ts';
import { notifyError } from '../../../ui/notify.ts';
import { exportLanguage } from '../../list-export/index.ts';
import type { DownloadFormat } from '../components/include-tables-modal.tsx';
import {
  ALL_TABLES,
  DEADLINES_FILE_NAME,
  deadlinesExportPath,
  type IncludeTables,
} from '../utils/include-tables.ts';

/**
 * The deadlines' download: the chosen format (which opens the modal), the tables printed, and the Excel
 * file fetched with the session and saved.
 */
export function useDeadlinesDownload(days: NextDaysOption) {
  const { t, i18n } = useTranslation();
  const [format, setFormat] = useState<DownloadFormat | null>(null);
  const [printTables, setPrintTables] = useState<IncludeTables>(ALL_TABLES);
  const [downloading, setDownloading] = useState(false);
  const timers = useRef<number[]>([]);

  useEffect(() => {
    // After the print dialog, a later Ctrl+P prints the whole page again.
    const reset = () => setPrintTables(ALL_TABLES);
    window.addEventListener('afterprint', reset);
    return () => {
      window.removeEventListener('afterprint', reset);
      for (const id of timers.current) window.clearTimeout(id);
    };
  }, []);

  const print = (include: IncludeTables) => {
    setPrintTables(include);
    // The board report's sequence (docs/product.md, Constants and limits): close the modal, then open the print dialog once it is gone.
    timers.current.push(
      window.setTimeout(() => setFormat(null), PRINT_SEQUENCE_MS.closeModal),
      window.setTimeout(() => window.print(), PRINT_SEQUENCE_MS.openPrintDialog),
    );
  };

  const downloadExcel = async (include: IncludeTables) => {
    setDownloading(true);
    const lang = exportLanguage(i18n.resolvedLanguage ?? i18n.language);
    const result = await fetchAuthorizedFile(deadlinesExportPath(days, include, lang));
    setDownloading(false);
    if (!result.ok) {
      notifyError(
        result.kind === 'network'
          ? t('deadlines.excel_network_error')
          : t('deadlines.excel_error', { message: result.error }),
      );
      return;
    }
    saveBlob(result.blob, result.fileName ?? DEADLINES_FILE_NAME);
    setFormat(null);
  };

  const submit = (chosen: DownloadFormat, include: IncludeTables) => {
    if (chosen === 'pdf') print(include);
    else void downloadExcel(include);
  };

  return { format, setFormat, printTables, downloading, submit };
}
