import { Badge, Text } from '@mantine/core';
import { IconAlertTriangle, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { daysLeft, localToday } from '../utils/days-left.ts';

/** Days left to the close date: red once passed, amber when closing soon, plain text otherwise. */
export function DaysLeftBadge({ closeDate }: { closeDate: string | null }) {
  const { t } = useTranslation();
  const left = daysLeft(closeDate, localToday());
  if (!left) return null;
  if (left.urgency === 'overdue') {
    return (
      <Badge
        variant="light"
        color="error"
        c="dark.7"
        leftSection={<IconAlertTriangle size={12} aria-hidden />}
        style={{ textTransform: 'none', minWidth: 'max-content' }}
        data-urgency="overdue"
      >
        {t('opportunities.closed_ago', { count: -left.days })}
      </Badge>
    );
  }
  const text =
    left.days === 0 ? t('opportunities.closes_today') : t('opportunities.days_left', { count: left.days });
  if (left.urgency === 'soon') {
    return (
      <Badge
        variant="light"
        color="warning"
        c="dark.7"
        leftSection={<IconClock size={12} aria-hidden />}
        style={{ textTransform: 'none', minWidth: 'max-content' }}
        title={t('opportunities.closing_soon')}
        data-urgency="soon"
      >
        {text}
      </Badge>
    );
  }
  return (
    <Text size="sm" c="dimmed" data-urgency="open">
      {text}
    </Text>
  );
}
