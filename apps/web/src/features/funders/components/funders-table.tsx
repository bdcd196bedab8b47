import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDollars } from '../../../lib/money.ts';
import { BreakableAddress } from '../../../ui/breakable-address.tsx';
import { ListTable } from '../../../ui/list-table.tsx';
import { AnchorLink } from '../../../ui/router-link.tsx';
import {
  type FunderSortField,
  type FunderSortState,
  formatWinRate,
  SortableHeader,
} from '../../renewals/index.ts';
import type { FunderRow } from '../graphql/funders.ts';

const COLUMN_COUNT = 7;
/**
 * Addresses are single words as long as the funder made them; unbroken, they pushed the last columns past a
 * 1366 px laptop's screen (German: 128 px). They wrap at their separators (BreakableAddress), a part longer
 * than the line anywhere, and never narrower than about 24 characters: on a phone, where the table scrolls
 * sideways anyway, an address takes two lines rather than five.
 */
const BREAK_ANYWHERE = { overflowWrap: 'anywhere', minWidth: '12rem' } as const;

interface FundersTableProps {
  rows: readonly FunderRow[];
  loading: boolean;
  sort: FunderSortState | null;
  onSort: (field: FunderSortField) => void;
  /** The empty state's line under "No funders yet". */
  emptyBody: string;
}

export function FundersTable({ rows, loading, sort, onSort, emptyBody }: FundersTableProps) {
  const { t, i18n } = useTranslation();
  const dash = t('funders.list.no_value');
  return (
    <ListTable
      minWidth={900}
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
          <SortableHeader label={t('renewals.sort.win_rate')} field="WIN_RATE" sort={sort} onSort={onSort} />
          <SortableHeader
            label={t('renewals.sort.median_days')}
            field="MEDIAN_RESPONSE_DAYS"
            sort={sort}
            onSort={onSort}
          />
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
          <Table.Td style={BREAK_ANYWHERE}>
            {funder.email ? <BreakableAddress>{funder.email}</BreakableAddress> : dash}
          </Table.Td>
          <Table.Td>{t(`funders.types.${funder.type}`)}</Table.Td>
          <Table.Td style={BREAK_ANYWHERE}>
            {funder.website ? (
              <Anchor href={funder.website} target="_blank" rel="noopener noreferrer">
                <BreakableAddress>{funder.website}</BreakableAddress>
              </Anchor>
            ) : (
              dash
            )}
          </Table.Td>
          <Table.Td ta="right">{formatDollars(funder.totalAwardAmount)}</Table.Td>
          <Table.Td ta="right">{formatWinRate(funder.responsiveness.winRate, i18n.language, dash)}</Table.Td>
          <Table.Td ta="right">
            {funder.responsiveness.medianResponseDays === null
              ? dash
              : Math.ceil(funder.responsiveness.medianResponseDays)}
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
