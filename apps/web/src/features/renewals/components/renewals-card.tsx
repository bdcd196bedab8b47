import { Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { displayDate } from '../../../lib/display.ts';
import { formatDollars } from '../../../lib/money.ts';
import { confirmAction } from '../../../ui/confirm.tsx';
import type { RenewalRow } from '../graphql/renewals.ts';
import { useRenewApplication } from '../hooks/use-renew-application.ts';
import { useRenewals } from '../hooks/use-renewals.ts';
import { CardQueryState } from './card-query-state.tsx';
import { RenewalItem } from './renewal-item.tsx';

export const RENEWALS_WITHIN_DAYS = 120;
const WITHIN_DAYS = RENEWALS_WITHIN_DAYS;

/** The dashboard's "Up for renewal" card: each due renewal with a one-click (confirmed) Renew. */
export function RenewalsCard({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const { rows, fetching, error, retry } = useRenewals(organizationId, WITHIN_DAYS);
  const { renew, renewing, renewingId } = useRenewApplication();

  async function confirmRenew(row: RenewalRow) {
    const confirmed = await confirmAction({
      title: t('renewals.confirm.title'),
      message: t('renewals.confirm.body', {
        funder: row.application.grant.funder.name,
        date: displayDate(row.suggestedDeadline),
        amount: formatDollars(row.suggestedAmountRequested),
        year: row.suggestedDeadline.slice(0, 4),
      }),
      confirmLabel: t('renewals.confirm.confirm'),
      cancelLabel: t('renewals.confirm.cancel'),
    });
    if (confirmed && (await renew(row))) retry();
  }

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="renewals-card-title">
      <Title order={2} size="h4" id="renewals-card-title">
        {t('renewals.card.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('renewals.card.description', { days: WITHIN_DAYS })}
      </Text>
      <CardQueryState
        data={rows}
        fetching={fetching}
        failed={Boolean(error)}
        errorTitle={t('renewals.card.load_error')}
        onRetry={retry}
      >
        {(due) =>
          due.length === 0 ? (
            <Text role="status">{t('renewals.card.empty', { days: WITHIN_DAYS })}</Text>
          ) : (
            <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {due.map((row) => {
                const busy = renewingId === row.application.id;
                return (
                  <RenewalItem
                    key={row.application.id}
                    row={row}
                    busy={busy}
                    disabled={renewing && !busy}
                    onRenew={(picked) => void confirmRenew(picked)}
                  />
                );
              })}
            </Stack>
          )
        }
      </CardQueryState>
    </Card>
  );
}
