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
import { formatFilingAmount, latestFigure } from '../utils/filings.ts';

const COLUMN_COUNT = 9;
/**
 * Addresses are single words as long as the funder made them; unbroken, they pushed the last columns past a
 * 1366 px laptop's screen (German: 128 px). They wrap at their separators (BreakableAddress), a part longer
 * than the line anywhere, and never narrower than about 24 characters: on a phone's card an address takes two
 * lines rather than five.
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
  const label = {
    name: t('funders.columns.name'),
    email: t('funders.columns.email'),
    type: t('funders.columns.type'),
    website: t('funders.columns.website'),
    total: t('funders.columns.total_award_amount'),
    winRate: t('renewals.sort.win_rate'),
    medianDays: t('renewals.sort.median_days'),
    revenue: t('funder_filings.columns.latest_revenue'),
    grantsPaid: t('funder_filings.columns.latest_grants_paid'),
  };
  const filing = (amount: number | null) =>
    amount === null ? dash : formatFilingAmount(amount, { language: i18n.language, compact: true });
  return (
    <ListTable
      stacked
      minWidth={1100}
      caption={t('funders.list.caption')}
      head={
        <Table.Tr>
          <Table.Th scope="col">{label.name}</Table.Th>
          <Table.Th scope="col">{label.email}</Table.Th>
          <Table.Th scope="col">{label.type}</Table.Th>
          <Table.Th scope="col">{label.website}</Table.Th>
          <Table.Th scope="col" ta="right">
            {label.total}
          </Table.Th>
          <SortableHeader label={label.winRate} field="WIN_RATE" sort={sort} onSort={onSort} />
          <SortableHeader label={label.medianDays} field="MEDIAN_RESPONSE_DAYS" sort={sort} onSort={onSort} />
          <SortableHeader label={label.revenue} field="LATEST_REVENUE" sort={sort} onSort={onSort} />
          <SortableHeader label={label.grantsPaid} field="LATEST_GRANTS_PAID" sort={sort} onSort={onSort} />
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
          <Table.Td data-label={label.name} data-stack-title>
            <AnchorLink to="/funder/$id" params={{ id: funder.id }} fw={600}>
              {funder.name}
            </AnchorLink>
          </Table.Td>
          <Table.Td style={BREAK_ANYWHERE} data-label={label.email}>
            {funder.email ? <BreakableAddress>{funder.email}</BreakableAddress> : dash}
          </Table.Td>
          <Table.Td data-label={label.type}>{t(`funders.types.${funder.type}`)}</Table.Td>
          <Table.Td style={BREAK_ANYWHERE} data-label={label.website}>
            {funder.website ? (
              <Anchor href={funder.website} target="_blank" rel="noopener noreferrer">
                <BreakableAddress>{funder.website}</BreakableAddress>
              </Anchor>
            ) : (
              dash
            )}
          </Table.Td>
          <Table.Td ta="right" data-label={label.total}>
            {formatDollars(funder.totalAwardAmount)}
          </Table.Td>
          <Table.Td ta="right" data-label={label.winRate}>
            {formatWinRate(funder.responsiveness.winRate, i18n.language, dash)}
          </Table.Td>
          <Table.Td ta="right" data-label={label.medianDays}>
            {funder.responsiveness.medianResponseDays === null
              ? dash
              : Math.ceil(funder.responsiveness.medianResponseDays)}
          </Table.Td>
          <Table.Td ta="right" data-label={label.revenue}>
            {filing(latestFigure(funder.filings, 'revenue'))}
          </Table.Td>
          <Table.Td ta="right" data-label={label.grantsPaid}>
            {filing(latestFigure(funder.filings, 'grantsPaid'))}
          </Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
