import {
  NEXT_DAYS_DEFAULT,
  NEXT_DAYS_OPTIONS,
  type NextDaysOption,
} from '@grantflow/domain/constants/limits';
import { PRINT_SEQUENCE_MS } from '@grantflow/domain/constants/timing';
import { Alert, Button, Group, Menu, Select, Stack, Text } from '@mantine/core';
import {
  IconCalendarMonth,
  IconChevronDown,
  IconDownload,
  IconFileSpreadsheet,
  IconPrinter,
} from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { fetchAuthorizedFile, saveBlob } from '../../../lib/download.ts';
import { formatDate } from '../../../lib/format.ts';
import { LoadingStatus } from '../../../ui/loading-status.tsx';
import { notifyError } from '../../../ui/notify.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { ButtonLink } from '../../../ui/router-link.tsx';
import {
  OrganizationScopeControl,
  PickedOrganizationsInput,
  useOrganizationScope,
} from '../../consultant/index.ts';
import { DeadlinesQuery } from '../graphql/deadlines.ts';
import {
  ALL_TABLES,
  DEADLINES_FILE_NAME,
  deadlinesExportPath,
  type IncludeTables,
} from '../utils/include-tables.ts';
import { CombinedDeadlinesView } from './combined-deadlines-view.tsx';
import { GrantDeadlinesTable, ReportDeadlinesTable } from './deadline-tables.tsx';
import { type DownloadFormat, IncludeTablesModal } from './include-tables-modal.tsx';

const isNextDays = (value: number): value is NextDaysOption =>
  (NEXT_DAYS_OPTIONS as readonly number[]).includes(value);

/**
 * Deadlines (docs/product.md, Deadlines): the next N days of open application deadlines and unsubmitted report deadlines, printed
 * (print CSS over the same tables) or downloaded as Excel, with the tables chosen in a modal.
 */
export function DeadlinesPage() {
  const { t } = useTranslation();
  const [days, setDays] = useState<NextDaysOption>(NEXT_DAYS_DEFAULT);
  // "All my organisations": a MANAGER's own and linked ones, an ADMIN's pick; in the address.
  const organizationScope = useOrganizationScope('/deadlines');
  const { mode, combined } = organizationScope;
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: DeadlinesQuery,
    variables: { days },
    pause: combined,
  });
  const [format, setFormat] = useState<DownloadFormat | null>(null);
  const [printTables, setPrintTables] = useState<IncludeTables>(ALL_TABLES);
  const [downloading, setDownloading] = useState(false);
  const timers = useRef<number[]>([]);
  const deadlines = data?.deadlines;

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
    const result = await fetchAuthorizedFile(deadlinesExportPath(days, include));
    setDownloading(false);
    if (!result.ok) {
      notifyError(
        result.kind === 'network'
          ? t('deadlines.excel_network_error')
          : t('deadlines.excel_error', { message: result.error }),
      );
      return;
    }
    saveBlob(result.blob, DEADLINES_FILE_NAME);
    setFormat(null);
  };

  const onSubmit = (chosen: DownloadFormat, include: IncludeTables) => {
    if (chosen === 'pdf') print(include);
    else void downloadExcel(include);
  };

  return (
    <Stack>
      <PageTitle documentTitle={t('pages.deadlines')}>{t('deadlines.title')}</PageTitle>
      <Group justify="space-between" align="flex-end" className="no-print">
        <Select
          label={t('deadlines.next_days')}
          data={NEXT_DAYS_OPTIONS.map((n) => ({
            value: String(n),
            label: t('deadlines.next_days_option', { count: n }),
          }))}
          value={String(days)}
          onChange={(value) => {
            const n = Number(value);
            if (isNextDays(n)) setDays(n);
          }}
          allowDeselect={false}
          w={200}
        />
        {mode && (
          <OrganizationScopeControl
            mode={mode}
            value={organizationScope.scope}
            onChange={organizationScope.setScope}
          />
        )}
        <Group>
          <ButtonLink
            to="/calendar"
            variant="default"
            leftSection={<IconCalendarMonth size={16} aria-hidden />}
          >
            {t('calendar.title')}
          </ButtonLink>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                leftSection={<IconDownload size={16} aria-hidden />}
                rightSection={<IconChevronDown size={14} aria-hidden />}
                disabled={!deadlines || combined}
              >
                {t('deadlines.download')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPrinter size={14} aria-hidden />} onClick={() => setFormat('pdf')}>
                {t('deadlines.download_pdf')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconFileSpreadsheet size={14} aria-hidden />}
                onClick={() => setFormat('excel')}
              >
                {t('deadlines.download_excel')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>

      {combined && mode === 'picked' && (
        <PickedOrganizationsInput value={organizationScope.picked} onChange={organizationScope.setPicked} />
      )}
      {combined ? (
        <CombinedDeadlinesView days={days} organizationIds={organizationScope.organizationIds} />
      ) : null}

      {!combined && deadlines && (
        <Text c="dimmed" size="sm" data-testid="deadlines-range">
          {t('deadlines.range', {
            start: formatDate(deadlines.start),
            end: formatDate(deadlines.end),
          })}
        </Text>
      )}

      {combined ? null : fetching && !deadlines ? (
        <LoadingStatus py="xl" />
      ) : error && !deadlines ? (
        <Alert color="error" role="alert" title={t('deadlines.load_error')}>
          <Button
            variant="light"
            color="error"
            size="xs"
            onClick={() => reexecute({ requestPolicy: 'network-only' })}
          >
            {t('deadlines.retry')}
          </Button>
        </Alert>
      ) : deadlines ? (
        <Stack gap="xl" aria-busy={fetching}>
          <GrantDeadlinesTable
            id="grant-deadlines"
            rows={deadlines.grantDeadlines.map((deadline) => ({ deadline }))}
            emptyText={t('deadlines.grant_empty')}
            printHidden={!printTables.grants}
          />
          <ReportDeadlinesTable
            id="report-deadlines"
            rows={deadlines.reportDeadlines.map((deadline) => ({ deadline }))}
            emptyText={t('deadlines.report_empty')}
            printHidden={!printTables.reports}
          />
        </Stack>
      ) : null}

      <IncludeTablesModal
        format={format}
        busy={downloading}
        onClose={() => setFormat(null)}
        onSubmit={onSubmit}
      />
    </Stack>
  );
}
