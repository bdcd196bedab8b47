import { Button, Group, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { displayDate } from '../../../lib/display.ts';
import { formatDollars } from '../../../lib/money.ts';
import { AnchorLink } from '../../../ui/router-link.tsx';
import type { RenewalRow } from '../graphql/renewals.ts';

interface RenewalItemProps {
  row: RenewalRow;
  /** This row's renewal is running. */
  busy: boolean;
  /** Another row's renewal is running. */
  disabled: boolean;
  onRenew: (row: RenewalRow) => void;
}

/** One due renewal: the funder, its program, the next deadline and last award, and Renew. */
export function RenewalItem({ row, busy, disabled, onRenew }: RenewalItemProps) {
  const { t } = useTranslation();
  const funder = row.application.grant.funder;
  const date = displayDate(row.suggestedDeadline);
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="xs" data-testid="renewal-row">
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
        disabled={disabled}
        leftSection={<IconRefresh size={14} aria-hidden />}
        aria-label={t('renewals.card.renew_label', { funder: funder.name, date })}
        onClick={() => onRenew(row)}
      >
        {t('renewals.card.renew')}
      </Button>
    </Group>
  );
}
