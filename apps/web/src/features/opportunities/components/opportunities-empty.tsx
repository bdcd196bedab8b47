import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { useCurrentUser } from '../../../hooks/use-current-user.ts';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { SyncOpportunitiesMutation } from '../graphql/opportunities.ts';

/** Nothing matches the search and filters: say so, and offer to clear them. */
export function NoOpportunityMatch({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="xs" py="xl" role="status">
      <Text fw={600}>{t('opportunities.no_match')}</Text>
      <Text c="dimmed" size="sm">
        {t('opportunities.no_match_body')}
      </Text>
      <Button variant="light" onClick={onClear}>
        {t('opportunities.clear_filters')}
      </Button>
    </Stack>
  );
}

/** The local copy of Grants.gov is empty: ADMINs can start a sync (it runs on the importer, in the background). */
export function OpportunitiesNotSynced() {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const [sync, startSync] = useMutation(SyncOpportunitiesMutation);
  const [started, setStarted] = useState(false);
  const isAdmin = user?.role === 'ADMIN';

  const syncNow = async () => {
    const result = await startSync({});
    if (result.error) return notifyError(mutationErrorMessage(result.error));
    setStarted(true);
    notifySuccess(t('opportunities.sync_started'));
  };

  return (
    <Alert color="brand" variant="light" title={t('opportunities.not_synced')} role="status">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {isAdmin ? t('opportunities.not_synced_body') : t('opportunities.not_synced_ask_admin')}
        </Text>
        {isAdmin &&
          (started ? (
            <Text size="sm" fw={500}>
              {t('opportunities.sync_started')}
            </Text>
          ) : (
            <Button size="sm" loading={sync.fetching} onClick={() => void syncNow()}>
              {t('opportunities.sync_now')}
            </Button>
          ))}
      </Stack>
    </Alert>
  );
}
