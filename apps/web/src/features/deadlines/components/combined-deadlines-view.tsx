import { MAX_COMBINED_ORGANIZATIONS } from '@grantflow/domain/constants/combined-view';
import { Alert, Button, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingStatus } from '../../../ui/loading-status.tsx';
import { useCombinedDeadlines } from '../hooks/use-combined-deadlines.ts';
import { GrantDeadlinesTable } from './deadline-tables.tsx';
import { ReportDeadlinesTable } from './report-deadlines-table.tsx';

/**
 * "All my organisations" on the deadlines page: the next `days` days of every organisation
 * the user may act for, one list each for grants and reports, each row labelled with its organisation and
 * filterable by it. Funders are plain text: their pages belong to the organisation picked in the header.
 * `organizationIds`: an ADMIN's picked organisations (none picked: nothing asked, a prompt instead).
 */
export function CombinedDeadlinesView({
  days,
  organizationIds,
}: {
  days: number;
  organizationIds?: readonly string[];
}) {
  const { t } = useTranslation();
  const { nonePicked, combined, fetching, error, retry } = useCombinedDeadlines(days, organizationIds);
  const [shown, setShown] = useState<string>('');

  if (nonePicked) {
    return (
      <Alert color="gray" variant="light" role="status" data-testid="combined-pick-prompt">
        {t('consultant.pick_empty', { limit: MAX_COMBINED_ORGANIZATIONS })}
      </Alert>
    );
  }
  if (fetching && !combined) {
    return <LoadingStatus py="xl" />;
  }
  if (!combined) {
    return error ? (
      <Alert color="error" role="alert" title={t('consultant.load_error')}>
        <Button variant="light" color="error" size="xs" onClick={retry}>
          {t('deadlines.retry')}
        </Button>
      </Alert>
    ) : null;
  }

  // An organisation no longer picked leaves the filter too.
  const filter = combined.organizations.some((organization) => organization.id === shown) ? shown : '';
  const visible = <T extends { organization: { id: string } }>(rows: readonly T[]) =>
    filter ? rows.filter((row) => row.organization.id === filter) : rows;
  const grants = visible(combined.grantDeadlines);
  const reports = visible(combined.reportDeadlines);

  return (
    <Stack gap="xl" aria-busy={fetching}>
      <Select
        label={t('consultant.organization_filter')}
        data={[
          { value: '', label: t('consultant.organization_filter_all') },
          ...combined.organizations.map((organization) => ({
            value: organization.id,
            label: organization.name,
          })),
        ]}
        value={filter}
        onChange={(value) => setShown(value ?? '')}
        allowDeselect={false}
        maw={320}
        className="no-print"
      />
      <GrantDeadlinesTable
        id="combined-grant-deadlines"
        rows={grants}
        emptyText={t('consultant.empty_grants')}
        acrossOrganizations
      />
      <ReportDeadlinesTable
        id="combined-report-deadlines"
        rows={reports}
        emptyText={t('consultant.empty_reports')}
        acrossOrganizations
      />
    </Stack>
  );
}
