import { Card, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDollars } from '../../../lib/money.ts';
import { AnchorLink } from '../../../ui/router-link.tsx';
import type { LargestFundersResult } from '../graphql/largest-funders.ts';

interface OverallFundersCardProps {
  rows: LargestFundersResult['overall'] | undefined;
  year: number | null;
}

/** The year's largest funders overall, ranked by their total awarded. */
export function OverallFundersCard({ rows, year }: OverallFundersCardProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="largest-funders-overall">
      <Title order={2} size="h4" id="largest-funders-overall" mb="sm">
        {t('largest_funders.overall_title')}
      </Title>
      {/* On the narrowest phones a long word in a head can make a table a few pixels wider than the
          card; it scrolls then, instead of being cut at the card's edge. */}
      <Table.ScrollContainer minWidth={0}>
        <Table striped>
          <Table.Caption>{t('largest_funders.overall_caption', { year })}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('largest_funders.columns.rank')}</Table.Th>
              <Table.Th>{t('largest_funders.columns.funder')}</Table.Th>
              <Table.Th>{t('largest_funders.columns.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows?.map((row, index) => (
              <Table.Tr key={row.funder.id}>
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>
                  <AnchorLink to="/funder/$id" params={{ id: row.funder.id }}>
                    {row.funder.name}
                  </AnchorLink>
                </Table.Td>
                <Table.Td>{formatDollars(row.totalAwardAmount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
