import { Badge, Group, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const PLAIN = { textTransform: 'none', minWidth: 'max-content' } as const;

/** The Grants.gov status and whether the organisation tracks it. */
export function StatusBadges({ status, tracked }: { status: string; tracked: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap={6}>
      <Badge variant="outline" color="gray" c="dark.6" style={PLAIN}>
        {t(`opportunities.statuses.${status}` as 'opportunities.statuses.posted')}
      </Badge>
      {tracked && (
        <Badge
          variant="light"
          color="success"
          c="dark.7"
          leftSection={<IconCheck size={12} aria-hidden />}
          style={PLAIN}
        >
          {t('opportunities.tracked')}
        </Badge>
      )}
    </Group>
  );
}

/** "Why it fits: …" chips; nothing when the API gives no reason (none is made up). */
export function MatchReasons({ reasons }: { reasons: readonly string[] }) {
  const { t } = useTranslation();
  if (reasons.length === 0) return null;
  return (
    <Group gap={6} wrap="wrap">
      <Text size="sm" fw={500}>
        {t('opportunities.why_it_fits')}
      </Text>
      {reasons.map((reason) => (
        <Badge
          key={reason}
          variant="light"
          color="brand"
          c="dark.7"
          radius="sm"
          style={{ textTransform: 'none' }}
        >
          {reason}
        </Badge>
      ))}
    </Group>
  );
}
