import { Badge, Card, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { displayDate } from '../../../lib/display.ts';
import { useFunderResponsiveness } from '../hooks/use-funder-responsiveness.ts';
import { CardQueryState } from './card-query-state.tsx';
import { ResponsivenessFigures } from './responsiveness-figures.tsx';

/** The funder profile's responsiveness card, with when the funder is next due for a renewal. */
export function ResponsivenessCard({ funderId }: { funderId: string }) {
  const { t } = useTranslation();
  const { profile, fetching, error, retry } = useFunderResponsiveness(funderId);
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
      <CardQueryState
        data={profile}
        fetching={fetching}
        failed={Boolean(error)}
        errorTitle={t('renewals.responsiveness.load_error')}
        onRetry={retry}
      >
        {(loaded) =>
          loaded.responsiveness.submitted === 0 ? (
            <Text role="status">{t('renewals.responsiveness.empty')}</Text>
          ) : (
            <ResponsivenessFigures figures={loaded.responsiveness} />
          )
        }
      </CardQueryState>
    </Card>
  );
}
