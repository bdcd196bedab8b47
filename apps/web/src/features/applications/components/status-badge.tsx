import type { VisibleApplicationStatus } from '@grantflow/domain/shared/enums';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Readonly<Record<VisibleApplicationStatus, string>> = {
  AWARDED: 'success',
  DECLINED: 'error',
  INELIGIBLE: 'gray',
  NOT_APPLY: 'blue',
  PENDING: 'warning',
  SUBMITTED: 'brand',
  DID_NOT_RESPOND: 'gray',
};

/** Text carries the meaning; the colour only repeats it. Dark text keeps AA contrast on light fills. */
export function StatusBadge({ status }: { status: VisibleApplicationStatus }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={COLORS[status]}
      variant="light"
      c="dark.7"
      style={{ textTransform: 'none', minWidth: 'max-content' }}
    >
      {t(`applications.status.${status}`)}
    </Badge>
  );
}
