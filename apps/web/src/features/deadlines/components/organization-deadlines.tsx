import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { LoadingStatus } from '../../../ui/loading-status.tsx';
import type { DeadlinesResult } from '../graphql/deadlines.ts';
import type { IncludeTables } from '../utils/include-tables.ts';
import { GrantDeadlinesTable } from './deadline-tables.tsx';
import { ReportDeadlinesTable } from './report-deadlines-table.tsx';

interface OrganizationDeadlinesProps {
  deadlines: DeadlinesResult | undefined;
  fetching: boolean;
  /** The query failed. */
  failed: boolean;
  onRetry: () => void;
  printTables: IncludeTables;
}

/** The organisation's range and its two tables, with their loading and error states. */
export function OrganizationDeadlines({
  deadlines,
  fetching,
  failed,
  onRetry,
  printTables,
}: OrganizationDeadlinesProps) {
  const { t } = useTranslation();
  return (
    <>
      {deadlines && (
        <Text c="dimmed" size="sm" data-testid="deadlines-range">
          {t('deadlines.range', {
            start: formatDate(deadlines.start),
            end: formatDate(deadlines.end),
          })}
        </Text>
      )}

      {fetching && !deadlines ? (
        <LoadingStatus py="xl" />
      ) : failed && !deadlines ? (
        <Alert color="error" role="alert" title={t('deadlines.load_error')}>
          <Button variant="light" color="error" size="xs" onClick={onRetry}>
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
    </>
  );
}
