import { Alert, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { displayDate } from '../../../lib/display.ts';
import { formatDollars } from '../../../lib/money.ts';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { confirmAction } from '../../../ui/confirm.tsx';
import { LoadingStatus } from '../../../ui/loading-status.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { AnchorLink } from '../../../ui/router-link.tsx';
import { RenewApplicationMutation, type RenewalRow, RenewalsQuery } from '../graphql/renewals.ts';

export const RENEWALS_WITHIN_DAYS = 120;
const WITHIN_DAYS = RENEWALS_WITHIN_DAYS;

/** The dashboard's "Up for renewal" card: each due renewal with a one-click (confirmed) Renew. */
export function RenewalsCard({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const [{ data, fetching: currentFetching, error }, reexecute] = useQuery({
    query: RenewalsQuery,
    variables: { organizationId, withinDays: WITHIN_DAYS },
  });
  const [{ fetching: renewing, operation }, renew] = useMutation(RenewApplicationMutation);
  // Deferred like the dashboard's cards (dashboard-page.tsx): the rows render in the same time-sliced pass.
  const rows = useDeferredValue(data?.listRenewals ?? null);
  const fetching = useDeferredValue(currentFetching);

  async function confirmRenew(row: RenewalRow) {
    const funder = row.application.grant.funder.name;
    const date = displayDate(row.suggestedDeadline);
    const confirmed = await confirmAction({
      title: t('renewals.confirm.title'),
      message: t('renewals.confirm.body', {
        funder,
        date,
        amount: formatDollars(row.suggestedAmountRequested),
        year: row.suggestedDeadline.slice(0, 4),
      }),
      confirmLabel: t('renewals.confirm.confirm'),
      cancelLabel: t('renewals.confirm.cancel'),
    });
    if (!confirmed) return;
    const result = await renew(
      { id: row.application.id },
      { additionalTypenames: ['Application', 'Renewal', 'FunderProfile'] },
    );
    if (result.error || !result.data) {
      notifyError(result.error ? mutationErrorMessage(result.error) : t('errors.unexpected'));
      return;
    }
    notifySuccess(
      t('renewals.renewed', { funder, date: displayDate(result.data.renewApplication.deadline) }),
    );
    reexecute({ requestPolicy: 'network-only' });
  }

  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-labelledby="renewals-card-title">
      <Title order={2} size="h4" id="renewals-card-title">
        {t('renewals.card.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('renewals.card.description', { days: WITHIN_DAYS })}
      </Text>
      {error && !rows ? (
        <Alert color="error" role="alert" title={t('renewals.card.load_error')}>
          <Button
            size="xs"
            variant="light"
            color="error"
            onClick={() => reexecute({ requestPolicy: 'network-only' })}
          >
            {t('renewals.card.retry')}
          </Button>
        </Alert>
      ) : rows === null ? (
        fetching && <LoadingStatus py="md" loaderSize="sm" />
      ) : rows.length === 0 ? (
        <Text role="status">{t('renewals.card.empty', { days: WITHIN_DAYS })}</Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {rows.map((row) => {
            const funder = row.application.grant.funder;
            const date = displayDate(row.suggestedDeadline);
            const busy = renewing && operation?.variables.id === row.application.id;
            return (
              <Group
                key={row.application.id}
                component="li"
                justify="space-between"
                wrap="wrap"
                gap="xs"
                data-testid="renewal-row"
              >
                <Stack gap={0}>
                  <AnchorLink to="/funder/$id" params={{ id: funder.id }} fw={600}>
                    {funder.name}
                  </AnchorLink>
                  <Text size="sm" c="dimmed">
                    {row.application.grant.program?.name ?? t('renewals.card.no_program')}
                  </Text>
                  <Text size="sm">
                    {t('renewals.card.next_deadline')}: {date} · {t('renewals.card.last_award')}:{' '}
                    {formatDollars(row.suggestedAmountRequested)}
                  </Text>
                </Stack>
                <Button
                  size="xs"
                  variant="light"
                  loading={busy}
                  disabled={renewing && !busy}
                  leftSection={<IconRefresh size={14} aria-hidden />}
                  aria-label={t('renewals.card.renew_label', { funder: funder.name, date })}
                  onClick={() => void confirmRenew(row)}
                >
                  {t('renewals.card.renew')}
                </Button>
              </Group>
            );
          })}
        </Stack>
      )}
    </Card>
  );
}
