import { Anchor, Center, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../ui/router-link.tsx';
import { formatDollars } from '../../money/format-dollars.ts';
import type { FunderRow } from '../graphql/funders.ts';

const COLUMN_COUNT = 5;

export function FundersTable({ rows, loading }: { rows: readonly FunderRow[]; loading: boolean }) {
  const { t } = useTranslation();
  const dash = t('funders.list.no_value');
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-busy={loading}>
        <Table.Caption>{t('funders.list.caption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('funders.columns.name')}</Table.Th>
            <Table.Th scope="col">{t('funders.columns.email')}</Table.Th>
            <Table.Th scope="col">{t('funders.columns.type')}</Table.Th>
            <Table.Th scope="col">{t('funders.columns.website')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('funders.columns.total_award_amount')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading ? (
            <Table.Tr>
              <Table.Td colSpan={COLUMN_COUNT}>
                <Center py="lg" role="status" aria-live="polite">
                  <Loader aria-label={t('app.loading')} />
                </Center>
              </Table.Td>
            </Table.Tr>
          ) : rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={COLUMN_COUNT}>
                <Text fw={600} ta="center">
                  {t('funders.list.empty_title')}
                </Text>
                <Text c="dimmed" ta="center" size="sm">
                  {t('funders.list.empty_body')}
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((funder) => (
              <Table.Tr key={funder.id}>
                <Table.Td>
                  <AnchorLink to="/funder/$id" params={{ id: funder.id }} fw={600}>
                    {funder.name}
                  </AnchorLink>
                </Table.Td>
                <Table.Td>{funder.email || dash}</Table.Td>
                <Table.Td>{t(`funders.types.${funder.type}`)}</Table.Td>
                <Table.Td>
                  {funder.website ? (
                    <Anchor href={funder.website} target="_blank" rel="noopener noreferrer">
                      {funder.website}
                    </Anchor>
                  ) : (
                    dash
                  )}
                </Table.Td>
                <Table.Td ta="right">{formatDollars(funder.totalAwardAmount)}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
