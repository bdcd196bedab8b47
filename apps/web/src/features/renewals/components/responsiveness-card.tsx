import { Alert, Badge, Button, Card, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { displayDate } from '../../../lib/display.ts';
import { LoadingStatus } from '../../../ui/loading-status.tsx';
import { FunderResponsivenessQuery } from '../graphql/renewals.ts';
import { ResponsivenessFigures } from './responsiveness-figures.tsx';

/** The funder profile's responsiveness card, with when the funder is next due for a renewal. */
export function ResponsivenessCard({ funderId }: { funderId: string }) {
  const { t } = useTranslation();
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: FunderResponsivenessQuery,
    variables: { id: funderId },
  });
  const profile = data?.GetFunderProfile ?? null;
  const next = profile?.nextRenewal?.suggestedDeadline;
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="responsiveness-title">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4" id="responsiveness-title">
          {t('renewals.responsiveness.title')}
        </Title>
        {profile && (
          <Badge variant="light" color={next ? 'brand' : 'gray'} data-testid="next-due">
            {next
              ? t('renewals.responsiveness.next_due', { date: displayDate(next) })
              : t('renewals.responsiveness.not_due')}
          </Badge>
        )}
      </Group>
      {error && !profile ? (
        <Alert color="error" role="alert" title={t('renewals.responsiveness.load_error')}>
          <Button
            size="xs"
            variant="light"
            color="error"
            onClick={() => reexecute({ requestPolicy: 'network-only' })}
          >
            {t('renewals.card.retry')}
          </Button>
        </Alert>
      ) : !profile ? (
        fetching && <LoadingStatus py="md" loaderSize="sm" />
      ) : profile.responsiveness.submitted === 0 ? (
        <Text role="status">{t('renewals.responsiveness.empty')}</Text>
      ) : (
        <ResponsivenessFigures figures={profile.responsiveness} />
      )}
    </Card>
  );
}
