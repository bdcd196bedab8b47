import { Alert, Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useEffectiveOrganization } from '../../../hooks/use-effective-organization.ts';
import { formatDollars } from '../../../lib/money.ts';
import { LoadingStatus } from '../../../ui/loading-status.tsx';
import { PageTitle } from '../../../ui/page-title.tsx';
import { loadHistoryTimeline } from '../../history/index.ts';
import { ResponsivenessCard } from '../../renewals/index.ts';
import { loadTasksSection } from '../../tasks/index.ts';
import { useFunderProfile } from '../hooks/use-funder-profile.ts';
import { useLeaveOnOrganizationChange } from '../hooks/use-leave-on-organization-change.ts';
import { ContactCard } from './contact-card.tsx';
import { FilingsCard } from './filings-card.tsx';
import { FunderProfileActions } from './funder-profile-actions.tsx';
import { FunderProfileNav } from './funder-profile-nav.tsx';
import { FunderTextCard } from './funder-text-card.tsx';
import { LinkedApplicationDialog } from './linked-application-dialog.tsx';
import { NextGrantsCard } from './next-grants-card.tsx';
import { PreviousAwardModal } from './previous-award-modal.tsx';
import { PreviousGrantsCard } from './previous-grants-card.tsx';

const route = getRouteApi('/funder/$id');
const HistoryTimeline = lazy(() => loadHistoryTimeline().then((m) => ({ default: m.HistoryTimeline })));
const TasksSection = lazy(() => loadTasksSection().then((m) => ({ default: m.TasksSection })));

export function FunderProfilePage() {
  const { t } = useTranslation();
  const { id } = route.useParams();
  const organization = useEffectiveOrganization();
  useLeaveOnOrganizationChange(organization.id);
  const [awardOpened, awardModal] = useDisclosure(false);
  const { profile, fetching, error, notFound, retry } = useFunderProfile(id);
  const funder = profile?.funder;

  if (!profile || !funder) {
    return (
      <Stack>
        <FunderProfileNav id={id} />
        {fetching || !error ? (
          <LoadingStatus py="xl" />
        ) : (
          <Alert
            color="error"
            role="alert"
            title={t(notFound ? 'funders.profile.not_found' : 'funders.profile.load_error')}
          >
            {!notFound && (
              <Button size="xs" variant="light" onClick={retry}>
                {t('funders.list.retry')}
              </Button>
            )}
          </Alert>
        )}
      </Stack>
    );
  }

  return (
    <Stack>
      <FunderProfileNav id={id} />
      <Group justify="space-between" align="flex-start">
        <div>
          <PageTitle documentTitle={funder.name}>{funder.name}</PageTitle>
          <Group gap="sm">
            <Text>
              {t('funders.profile.total_awarded')}: <strong>{formatDollars(profile.totalAwardAmount)}</strong>
            </Text>
            {funder.isPaused && (
              <Badge color="warning" variant="dot">
                {t('funders.profile.paused_badge')}
              </Badge>
            )}
          </Group>
        </div>
        <FunderProfileActions id={id} funder={funder} />
      </Group>
      <ContactCard key={`contact-${funder.id}`} funder={funder} location={profile.location ?? null} />
      <ResponsivenessCard funderId={funder.id} />
      <FilingsCard key={`filings-${funder.id}`} funderId={funder.id} />
      <PreviousGrantsCard grants={profile.previousGrants} onAddAward={awardModal.open} />
      <NextGrantsCard grants={profile.nextGrants} />
      <Suspense fallback={null}>
        <TasksSection funderId={funder.id} framed />
      </Suspense>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <FunderTextCard key={`notes-${funder.id}`} funderId={funder.id} field="notes" value={funder.notes} />
        <FunderTextCard
          key={`how-${funder.id}`}
          funderId={funder.id}
          field="howToApply"
          value={funder.howToApply}
        />
      </SimpleGrid>
      <Suspense fallback={null}>
        <HistoryTimeline key={`history-${funder.id}`} subject={{ type: 'FUNDER', id: funder.id }} />
      </Suspense>
      <PreviousAwardModal
        opened={awardOpened}
        onClose={awardModal.close}
        funderId={funder.id}
        organizationId={organization.id}
      />
      <LinkedApplicationDialog onSaved={retry} />
    </Stack>
  );
}
