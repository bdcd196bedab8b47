import { Badge } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The "Overdue" marker of a report or an application whose due day has passed (docs/product.md, Deadlines). */
export function OverdueBadge() {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color="error"
      c="dark.7"
      leftSection={<IconAlertTriangle size={12} aria-hidden />}
      style={{ textTransform: 'none', minWidth: 'max-content' }}
      data-testid="overdue-badge"
    >
      {t('app.overdue')}
    </Badge>
  );
}
