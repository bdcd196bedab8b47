import { SEARCH_DEBOUNCE_MS } from '@grantflow/domain/constants/timing';
import { Group, Select, Table, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListState } from '../../../ui/list-state.tsx';
import { SearchInput } from '../../../ui/search-input.tsx';
import type { AdminOrganizationRow } from '../graphql/admin-operations.ts';
import { useAdminUsers } from '../hooks/use-admin-users.ts';
import { UserRow } from './user-row.tsx';

export function UsersTable({ organizations }: { organizations: readonly AdminOrganizationRow[] }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [organizationId, setOrganizationId] = useState<string | null>(null);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS.tables);
  const { rows, fetching, error, retry } = useAdminUsers(debouncedSearch || null, organizationId);

  return (
    <section aria-labelledby="admin-users">
      <Title order={2} size="h3" id="admin-users" mb="sm">
        {t('admin.users')}
      </Title>
      <Group mb="sm" align="flex-end">
        <SearchInput
          label={t('admin.search')}
          placeholder={t('admin.search_placeholder')}
          value={search}
          onChange={setSearch}
          w={300}
        />
        <Select
          label={t('admin.filter_organization')}
          placeholder={t('admin.all_organizations')}
          data={organizations.map((o) => ({ value: o.id, label: o.name }))}
          value={organizationId}
          onChange={setOrganizationId}
          clearable
          searchable
          w={260}
        />
      </Group>
      <Table.ScrollContainer minWidth={860}>
        <Table striped highlightOnHover verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('admin.email')}</Table.Th>
              <Table.Th>{t('admin.organization')}</Table.Th>
              <Table.Th>{t('admin.role')}</Table.Th>
              <Table.Th>{t('admin.authorized')}</Table.Th>
              <Table.Th>{t('admin.managed')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            <ListState
              variant="compact"
              columns={5}
              loading={fetching && rows.length === 0 && !error}
              error={Boolean(error)}
              errorText={t('admin.load_failed')}
              retryText={t('admin.retry')}
              empty={rows.length === 0}
              emptyText={t('admin.empty_users')}
              onRetry={retry}
            />
            {rows.map((user) => (
              <UserRow key={user.id} user={user} organizations={organizations} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
