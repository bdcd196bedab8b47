import { isApplicationOverdue } from '@grantflow/domain/dates/overdue';
import { localToday } from '@grantflow/validation/dates';
import { Badge, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { formatDollars } from '../../../lib/money.ts';
import { OverdueBadge } from '../../../ui/overdue-badge.tsx';
import type { FunderGrant } from '../graphql/funder-profile.ts';
import { shownStatus } from '../utils/funder-grants.ts';

const STATUS_COLORS: Record<string, string> = {
  AWARDED: 'success',
  DECLINED: 'error',
  INELIGIBLE: 'gray',
  DID_NOT_RESPOND: 'warning',
  PENDING: 'brand',
  NOT_APPLY: 'blue',
};

interface GrantsTableProps {
  grants: readonly FunderGrant[];
  emptyText: string;
  caption: string;
  /** Previous grants show what was submitted and awarded; next grants what is coming. */
  variant: 'previous' | 'next';
}

export function GrantsTable({ grants, emptyText, caption, variant }: GrantsTableProps) {
  const { t } = useTranslation();
  const dash = t('funders.list.no_value');
  const today = localToday();
  if (grants.length === 0) return <Text c="dimmed">{emptyText}</Text>;
  return (
    // A region that scrolls sideways on phones must be reachable by keyboard (tabIndex) and named.
    <Table.ScrollContainer
      minWidth={560}
      scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': caption } }}
    >
      <Table verticalSpacing="xs" aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('funders.grants.program')}</Table.Th>
            <Table.Th scope="col">{t('funders.grants.deadline')}</Table.Th>
            {variant === 'previous' && <Table.Th scope="col">{t('funders.grants.submission_date')}</Table.Th>}
            <Table.Th scope="col">{t('funders.grants.status')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('funders.grants.amount_requested')}
            </Table.Th>
            {variant === 'previous' && (
              <Table.Th scope="col" ta="right">
                {t('funders.grants.amount_awarded')}
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {grants.map((grant) => {
            const status = shownStatus(grant.displayStatus);
            const requested = grant.submission?.amountRequested ?? grant.amountRequested;
            const awarded = grant.award?.amountAwarded ?? grant.amountAwarded;
            return (
              <Table.Tr key={grant.id}>
                <Table.Td>{grant.grant.program?.name ?? dash}</Table.Td>
                <Table.Td>{formatDate(grant.deadline)}</Table.Td>
                {variant === 'previous' && (
                  <Table.Td>
                    {grant.submission?.submissionDate ? formatDate(grant.submission.submissionDate) : dash}
                  </Table.Td>
                )}
                <Table.Td>
                  <Group gap={4} wrap="wrap">
                    <Badge variant="dot" color={STATUS_COLORS[status] ?? 'gray'}>
                      {t(`funders.status.${status}`)}
                    </Badge>
                    {variant === 'next' && isApplicationOverdue(grant, today) && <OverdueBadge />}
                  </Group>
                </Table.Td>
                <Table.Td ta="right">
                  {requested === null || requested === undefined ? dash : formatDollars(requested)}
                </Table.Td>
                {variant === 'previous' && (
                  <Table.Td ta="right">
                    {awarded === null || awarded === undefined ? dash : formatDollars(awarded)}
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
