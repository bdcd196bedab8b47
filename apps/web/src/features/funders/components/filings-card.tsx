import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { formatDate } from '../../../lib/format.ts';
import { LoadingStatus } from '../../../ui/loading-status.tsx';
import { notifySuccess } from '../../../ui/notify.ts';
import { FunderFilingsQuery } from '../graphql/funder-filings.ts';
import { formatEin, latestFetch } from '../utils/filings.ts';
import { FilingsFinder } from './filings-finder.tsx';
import { FilingsTable } from './filings-table.tsx';
import { ProfileCard } from './profile-card.tsx';

const FilingsChart = lazy(() => import('./filings-chart.tsx').then((m) => ({ default: m.FilingsChart })));

/** The funder profile's "Public 990 filings": find and confirm the EIN, then its filings by year. */
export function FilingsCard({ funderId }: { funderId: string }) {
  const { t } = useTranslation();
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: FunderFilingsQuery,
    variables: { id: funderId },
  });
  const [searchingAgain, setSearchingAgain] = useState(false);
  const funder = data?.getFunder ?? null;
  const title = t('funder_filings.title');
  const reload = () => reexecute({ requestPolicy: 'network-only' });

  if (!funder) {
    return (
      <ProfileCard title={title}>
        {fetching || !error ? (
          <LoadingStatus py="md" />
        ) : (
          <Alert color="error" role="alert" title={t('funder_filings.load_error')}>
            <Button size="xs" variant="light" onClick={reload}>
              {t('funder_filings.retry')}
            </Button>
          </Alert>
        )}
      </ProfileCard>
    );
  }

  const confirmed = () => {
    setSearchingAgain(false);
    notifySuccess(t('funder_filings.confirmed'), 'short');
    reload();
  };

  if (!funder.ein || searchingAgain) {
    return (
      <ProfileCard title={title}>
        <FilingsFinder
          funderId={funder.id}
          funderName={funder.name}
          onConfirmed={confirmed}
          onCancel={funder.ein ? () => setSearchingAgain(false) : undefined}
        />
      </ProfileCard>
    );
  }

  const fetched = latestFetch(funder.filings);
  return (
    <ProfileCard
      title={title}
      actions={
        <Button size="xs" variant="subtle" onClick={() => setSearchingAgain(true)}>
          {t('funder_filings.change')}
        </Button>
      }
    >
      <Stack gap="sm">
        <Text size="sm" fw={500}>
          {t('funder_filings.ein', { ein: formatEin(funder.ein) })}
        </Text>
        {funder.filings.length === 0 ? (
          <Text size="sm" c="dimmed" role="status">
            {t('funder_filings.no_filings')}
          </Text>
        ) : (
          <>
            <Suspense fallback={<Skeleton h={220} />}>
              <FilingsChart filings={funder.filings} />
            </Suspense>
            <FilingsTable filings={funder.filings} />
          </>
        )}
        {fetched && (
          <Group gap={4}>
            <Text size="xs" c="dimmed">
              {t('funder_filings.source', { date: formatDate(fetched) })}
            </Text>
          </Group>
        )}
      </Stack>
    </ProfileCard>
  );
}
