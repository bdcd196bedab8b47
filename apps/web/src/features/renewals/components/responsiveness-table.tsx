import { Card, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDollars } from '../../../lib/money.ts';
import { AnchorLink } from '../../../ui/router-link.tsx';
import { useResponsivenessTable } from '../hooks/use-responsiveness-table.ts';
import { formatMedianDays, formatWinRate } from '../utils/format-responsiveness.ts';
import { CardQueryState } from './card-query-state.tsx';

/** The largest-funders page's table: how every funder with a submitted application responds. */
export function ResponsivenessTable({ organizationId }: { organizationId: string }) {
  const { t, i18n } = useTranslation();
  const { rows, fetching, error, retry } = useResponsivenessTable(organizationId);
  const none = t('renewals.responsiveness.none');
  const columns = [
    t('renewals.responsiveness.submitted'),
    t('renewals.responsiveness.awarded'),
    t('renewals.responsiveness.declined'),
    t('renewals.responsiveness.did_not_respond'),
    t('renewals.responsiveness.pending'),
    t('renewals.responsiveness.win_rate'),
    t('renewals.responsiveness.median_days'),
    t('renewals.responsiveness.total_awarded'),
  ];
  return (
    <Card
      withBorder
      padding="lg"
      radius="md"
      component="section"
      aria-labelledby="responsiveness-table-title"
    >
      <Title order={2} size="h4" id="responsiveness-table-title" mb="sm">
        {t('renewals.table.title')}
      </Title>
      <CardQueryState
        data={rows}
        fetching={fetching}
        failed={Boolean(error)}
        errorTitle={t('renewals.responsiveness.load_error')}
        onRetry={retry}
      >
        {(funders) =>
          funders.length === 0 ? (
            <Text role="status">{t('renewals.table.empty')}</Text>
          ) : (
            <Table.ScrollContainer minWidth={760}>
              <Table striped highlightOnHover data-testid="responsiveness-table">
                <Table.Caption>{t('renewals.table.caption')}</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('renewals.table.funder')}</Table.Th>
                    {columns.map((label) => (
                      <Table.Th key={label} scope="col" ta="right">
                        {label}
                      </Table.Th>
                    ))}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {funders.map(({ funder, responsiveness: f }) => (
                    <Table.Tr key={funder.id}>
                      <Table.Th scope="row" fw={400}>
                        <AnchorLink to="/funder/$id" params={{ id: funder.id }}>
                          {funder.name}
                        </AnchorLink>
                      </Table.Th>
                      <Table.Td ta="right">{f.submitted}</Table.Td>
                      <Table.Td ta="right">{f.awarded}</Table.Td>
                      <Table.Td ta="right">{f.declined}</Table.Td>
                      <Table.Td ta="right">{f.didNotRespond}</Table.Td>
                      <Table.Td ta="right">{f.pending}</Table.Td>
                      <Table.Td ta="right">{formatWinRate(f.winRate, i18n.language, none)}</Table.Td>
                      <Table.Td ta="right">{formatMedianDays(f.medianResponseDays, t)}</Table.Td>
                      <Table.Td ta="right">{formatDollars(f.totalAwarded)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )
        }
      </CardQueryState>
    </Card>
  );
}
