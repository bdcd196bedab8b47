import { Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { formatDate } from '../../../lib/format.ts';
import { ListState } from '../../../ui/list-state.tsx';
import { AdminListOrganizationsQuery } from '../graphql/admin-operations.ts';

export function OrganizationsTable() {
  const { t } = useTranslation();
  const [{ data, fetching, error }, refetch] = useQuery({ query: AdminListOrganizationsQuery });
  const rows = data?.adminListOrganizations ?? [];
  return (
    <section aria-labelledby="admin-organizations">
      <Title order={2} size="h3" id="admin-organizations" mb="sm">
        {t('admin.organizations')}
      </Title>
      <Table.ScrollContainer minWidth={480}>
        <Table striped highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.id')}</Table.Th>
              <Table.Th>{t('admin.name')}</Table.Th>
              <Table.Th>{t('admin.fiscal_year_start')}</Table.Th>
              <Table.Th>{t('admin.users')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <ListState
              variant="compact"
              columns={4}
              loading={fetching && rows.length === 0 && !error}
              error={Boolean(error)}
              errorText={t('admin.load_failed')}
              retryText={t('admin.retry')}
              empty={rows.length === 0}
              emptyText={t('admin.empty_organizations')}
              onRetry={() => refetch({ requestPolicy: 'network-only' })}
            />
            {rows.map((o) => (
              <Table.Tr key={o.id}>
                <Table.Td>{o.id}</Table.Td>
                <Table.Td>{o.name}</Table.Td>
                <Table.Td>{formatDate(o.fiscalYearStart)}</Table.Td>
                <Table.Td>{o.userCount}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
