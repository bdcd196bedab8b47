import { Alert, Badge, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft, IconFolder, IconPlayerPause, IconPlayerPlay, IconTrash } from '@tabler/icons-react';
import { getRouteApi, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { useEffectiveOrganization } from '../../../hooks/use-effective-organization.ts';
import { formatDollars } from '../../../lib/money.ts';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { confirmAction } from '../../../ui/confirm.tsx';
import { LoadingStatus } from '../../../ui/loading-status.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { PageTitle } from '../../../ui/page-title.tsx';
import { ButtonLink } from '../../../ui/router-link.tsx';
import { ResponsivenessCard } from '../../renewals/index.ts';
import { FunderProfileQuery } from '../graphql/funder-profile.ts';
import { DeleteFunderMutation } from '../graphql/funders.ts';
import { useUpdateFunder } from '../hooks/use-update-funder.ts';
import { ContactCard } from './contact-card.tsx';
import { FunderTextCard } from './funder-text-card.tsx';
import { NextGrantsCard } from './next-grants-card.tsx';
import { PreviousAwardModal } from './previous-award-modal.tsx';
import { PreviousGrantsCard } from './previous-grants-card.tsx';

const route = getRouteApi('/funder/$id');
const NOT_FOUND = 'Funder not found';

/** docs/product.md, Screens and routes: a funder belongs to one organisation; switching the impersonated one leaves its page. */
function useLeaveOnOrganizationChange(organizationId: string | null) {
  const navigate = useNavigate();
  const first = useRef(organizationId);
  useEffect(() => {
    if (first.current === null) first.current = organizationId;
    else if (organizationId !== first.current) void navigate({ to: '/funders' });
  }, [organizationId, navigate]);
}

export function FunderProfilePage() {
  const { t } = useTranslation();
  const { id } = route.useParams();
  const navigate = useNavigate();
  const router = useRouter();
  const organization = useEffectiveOrganization();
  useLeaveOnOrganizationChange(organization.id);
  const [awardOpened, awardModal] = useDisclosure(false);
  const [{ data, fetching, error }, refetch] = useQuery({ query: FunderProfileQuery, variables: { id } });
  const [{ fetching: deleting }, deleteFunder] = useMutation(DeleteFunderMutation);
  const { save, saving } = useUpdateFunder(id);

  const profile = data?.GetFunderProfile;
  const funder = profile?.funder;

  function back() {
    if (router.history.length > 1) router.history.back();
    else void navigate({ to: '/funders' });
  }

  function togglePause() {
    if (!funder) return;
    const isPaused = !funder.isPaused;
    void save({ isPaused }, t(isPaused ? 'funders.profile.paused' : 'funders.profile.resumed'));
  }

  async function confirmDelete() {
    if (!funder) return;
    const confirmed = await confirmAction({
      title: t('funders.profile.delete_title'),
      message: t('funders.profile.delete_body', { name: funder.name }),
      confirmLabel: t('funders.profile.confirm_delete'),
      cancelLabel: t('funders.profile.cancel'),
      confirmColor: 'error.8',
    });
    if (!confirmed) return;
    const result = await deleteFunder({ id }, { additionalTypenames: ['Funder', 'FunderPage'] });
    if (result.error) {
      notifyError(mutationErrorMessage(result.error));
      return;
    }
    notifySuccess(t('funders.profile.deleted'));
    void navigate({ to: '/funders' });
  }

  const header = (
    <Group justify="space-between">
      <Button variant="subtle" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={back}>
        {t('funders.profile.back')}
      </Button>
      <ButtonLink
        to="/funder/$id/documents"
        params={{ id }}
        variant="light"
        leftSection={<IconFolder size={16} aria-hidden />}
      >
        {t('funders.profile.documents')}
      </ButtonLink>
    </Group>
  );

  if (!profile || !funder) {
    const notFound = error?.graphQLErrors.some((e) => e.message === NOT_FOUND);
    return (
      <Stack>
        {header}
        {fetching || !error ? (
          <LoadingStatus py="xl" />
        ) : (
          <Alert
            color="error"
            role="alert"
            title={t(notFound ? 'funders.profile.not_found' : 'funders.profile.load_error')}
          >
            {!notFound && (
              <Button size="xs" variant="light" onClick={() => refetch({ requestPolicy: 'network-only' })}>
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
      {header}
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
        <Group>
          <Button
            variant="default"
            loading={saving}
            onClick={togglePause}
            leftSection={
              funder.isPaused ? (
                <IconPlayerPlay size={16} aria-hidden />
              ) : (
                <IconPlayerPause size={16} aria-hidden />
              )
            }
          >
            {t(funder.isPaused ? 'funders.profile.resume' : 'funders.profile.pause')}
          </Button>
          <Button
            color="error.8"
            variant="outline"
            loading={deleting}
            onClick={confirmDelete}
            leftSection={<IconTrash size={16} aria-hidden />}
          >
            {t('funders.profile.delete')}
          </Button>
        </Group>
      </Group>
      <ContactCard key={`contact-${funder.id}`} funder={funder} location={profile.location ?? null} />
      <ResponsivenessCard funderId={funder.id} />
      <PreviousGrantsCard grants={profile.previousGrants} onAddAward={awardModal.open} />
      <NextGrantsCard grants={profile.nextGrants} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <FunderTextCard key={`notes-${funder.id}`} funderId={funder.id} field="notes" value={funder.notes} />
        <FunderTextCard
          key={`how-${funder.id}`}
          funderId={funder.id}
          field="howToApply"
          value={funder.howToApply}
        />
      </SimpleGrid>
      <PreviousAwardModal
        opened={awardOpened}
        onClose={awardModal.close}
        funderId={funder.id}
        organizationId={organization.id}
      />
    </Stack>
  );
}
