import { useTranslation } from 'react-i18next';
import type { FunderGrant } from '../graphql/funder-profile.ts';
import { isNextGrant } from '../utils/funder-grants.ts';
import { GrantsTable } from './grants-table.tsx';
import { ProfileCard } from './profile-card.tsx';

export function NextGrantsCard({ grants }: { grants: readonly FunderGrant[] }) {
  const { t } = useTranslation();
  const title = t('funders.grants.next_title');
  return (
    <ProfileCard title={title}>
      <GrantsTable
        grants={grants.filter(isNextGrant)}
        emptyText={t('funders.grants.next_empty')}
        caption={title}
        variant="next"
      />
    </ProfileCard>
  );
}
