import { addDays } from '@grantflow/domain/dates/date-arithmetic';
import { toDisplayDate } from '@grantflow/domain/dates/display-date';
import { toWireDate } from '@grantflow/domain/dates/to-wire-date';
import { formatMoney } from '@grantflow/domain/money/format-money';
import { Alert, Button, Center, Loader, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { CombinedDeadlinesQuery } from '../graphql/combined-deadlines.ts';

const money = (dollars: number | null) => (dollars === null ? '–' : formatMoney(Math.round(dollars * 100)));

/**
 * "All my organisations" on the deadlines page (issue 14 item 3): the next `days` days of every organisation
 * the user may act for, one list each for grants and reports, each row labelled with its organisation and
 * filterable by it. Funders are plain text: their pages belong to the organisation picked in the header.
 */
export function CombinedDeadlinesView({ days }: { days: number }) {
  const { t } = useTranslation();
  // The server's window is UTC today, like the single-organisation page's.
  const range = useMemo(() => {
    const start = toWireDate(new Date());
    return { start, end: addDays(start, days) };
  }, [days]);
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: CombinedDeadlinesQuery,
    variables: range,
  });
  const [shown, setShown] = useState<string>('');
  const combined = data?.combinedDeadlines;

  if (fetching && !combined) {
    return (
      <Center py="xl" role="status" aria-live="polite">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (!combined) {
    return error ? (
      <Alert color="error" role="alert" title={t('consultant.load_error')}>
        <Button
          variant="light"
          color="error"
          size="xs"
          onClick={() => reexecute({ requestPolicy: 'network-only' })}
        >
          {t('deadlines.retry')}
        </Button>
      </Alert>
    ) : null;
  }

  const visible = <T extends { organization: { id: string } }>(rows: readonly T[]) =>
    shown ? rows.filter((row) => row.organization.id === shown) : rows;
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
        value={shown}
        onChange={(value) => setShown(value ?? '')}
        allowDeselect={false}
        maw={320}
        className="no-print"
      />
      <section aria-labelledby="combined-grant-deadlines">
        <Title order={2} size="h3" id="combined-grant-deadlines" mb="xs">
          {t('deadlines.grant_table')}
        </Title>
        {grants.length === 0 ? (
          <Text c="dimmed" py="md" role="status">
            {t('consultant.empty_grants')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped highlightOnHover aria-labelledby="combined-grant-deadlines">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('consultant.organization')}</Table.Th>
                  <Table.Th scope="col">{t('deadlines.grant_columns.deadline')}</Table.Th>
                  <Table.Th scope="col">{t('deadlines.grant_columns.funder')}</Table.Th>
                  <Table.Th scope="col">{t('deadlines.grant_columns.program')}</Table.Th>
                  <Table.Th scope="col">{t('deadlines.grant_columns.deadline_type')}</Table.Th>
                  <Table.Th scope="col">{t('deadlines.grant_columns.amount_requested')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {grants.map(({ organization, deadline: row }) => (
                  <Table.Tr key={`${organization.id}-${row.id}`}>
                    <Table.Td>{organization.name}</Table.Td>
                    <Table.Td>{toDisplayDate(row.deadline)}</Table.Td>
                    <Table.Td>{row.funder.name}</Table.Td>
                    <Table.Td>{row.program?.name ?? '–'}</Table.Td>
                    <Table.Td>{t(`deadlines.deadline_types.${row.deadlineType}`)}</Table.Td>
                    <Table.Td>{money(row.amountRequested)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </section>
      <section aria-labelledby="combined-report-deadlines">
        <Title order={2} size="h3" id="combined-report-deadlines" mb="xs">
          {t('deadlines.report_table')}
        </Title>
        {reports.length === 0 ? (
          <Text c="dimmed" py="md" role="status">
            {t('consultant.empty_reports')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped highlightOnHover aria-labelledby="combined-report-deadlines">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('consultant.organization')}</Table.Th>
                  <Table.Th scope="col">{t('deadlines.report_columns.deadline')}</Table.Th>
                  <Table.Th scope="col">{t('deadlines.report_columns.urgency')}</Table.Th>
                  <Table.Th scope="col">{t('deadlines.report_columns.funder')}</Table.Th>
                  <Table.Th scope="col">{t('deadlines.report_columns.program')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {reports.map(({ organization, deadline: row }) => (
                  <Table.Tr key={`${organization.id}-${row.id}`}>
                    <Table.Td>{organization.name}</Table.Td>
                    <Table.Td>{toDisplayDate(row.deadline)}</Table.Td>
                    <Table.Td>{t(`deadlines.urgencies.${row.urgency}`)}</Table.Td>
                    <Table.Td>{row.funder.name}</Table.Td>
                    <Table.Td>{row.program?.name ?? '–'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </section>
    </Stack>
  );
}
