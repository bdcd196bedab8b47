import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDollars } from '../../../lib/money.ts';
import { ListTable } from '../../../ui/list-table.tsx';
import { AnchorLink } from '../../../ui/router-link.tsx';
import type { FunderRow } from '../graphql/funders.ts';

const COLUMN_COUNT = 5;

interface FundersTableProps {
  rows: readonly FunderRow[];
  loading: boolean;
  /** The empty state's line under "No funders yet". */
  emptyBody: string;
}

export function FundersTable({ rows, loading, emptyBody }: FundersTableProps) {
  const { t } = useTranslation();
  const dash = t('funders.list.no_value');
  return (
    <ListTable
      minWidth={720}
      caption={t('funders.list.caption')}
      head={
        <Table.Tr>
          <Table.Th scope="col">{t('funders.columns.name')}</Table.Th>
          <Table.Th scope="col">{t('funders.columns.email')}</Table.Th>
          <Table.Th scope="col">{t('funders.columns.type')}</Table.Th>
          <Table.Th scope="col">{t('funders.columns.website')}</Table.Th>
          <Table.Th scope="col" ta="right">
            {t('funders.columns.total_award_amount')}
          </Table.Th>
        </Table.Tr>
      }
      columns={COLUMN_COUNT}
      loading={loading}
      empty={rows.length === 0}
      emptyTitle={t('funders.list.empty_title')}
      emptyBody={emptyBody}
    >
      {rows.map((funder) => (
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
      ))}
    </ListTable>
  );
}
