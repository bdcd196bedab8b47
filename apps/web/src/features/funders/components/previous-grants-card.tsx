import { Button, Select, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FunderGrant } from '../graphql/funder-profile.ts';
import {
  filterPreviousGrants,
  isPreviousGrantFilter,
  PREVIOUS_GRANT_FILTERS,
  type PreviousGrantFilter,
} from '../utils/funder-grants.ts';
import { GrantsTable } from './grants-table.tsx';
import { ProfileCard } from './profile-card.tsx';

const ALL = 'all';

export function PreviousGrantsCard({
  grants,
  onAddAward,
}: {
  grants: readonly FunderGrant[];
  onAddAward: () => void;
}) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<PreviousGrantFilter | null>(null);
  const title = t('funders.grants.previous_title');
  return (
    <ProfileCard
      title={title}
      actions={
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={onAddAward}
        >
          {t('funders.grants.add_previous_award')}
        </Button>
      }
    >
      <Stack>
        <Select
          label={t('funders.grants.filter')}
          maw={260}
          value={filter ?? ALL}
          onChange={(value) => setFilter(isPreviousGrantFilter(value) ? value : null)}
          allowDeselect={false}
          data={[
            { value: ALL, label: t('funders.grants.filter_all') },
            ...PREVIOUS_GRANT_FILTERS.map((value) => ({ value, label: t(`funders.filters.${value}`) })),
          ]}
        />
        <GrantsTable
          grants={filterPreviousGrants(grants, filter)}
          emptyText={t('funders.grants.previous_empty')}
          caption={title}
          variant="previous"
        />
      </Stack>
    </ProfileCard>
  );
}
