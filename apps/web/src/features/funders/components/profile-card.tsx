import { ActionIcon, Card, Group, Title, Tooltip } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ProfileCardProps {
  title: string;
  /** Shown in view mode: opens the card's edit form. */
  onEdit?: () => void;
  editing?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}

export function ProfileCard({ title, onEdit, editing, actions, children }: ProfileCardProps) {
  const { t } = useTranslation();
  const editLabel = t('funders.profile.edit_card', { card: title });
  return (
    <Card withBorder padding="lg" radius="md" component="section" aria-label={title}>
      {/* Wraps on a phone: a long title beside a long action ("Frühere Bewilligung hinzufügen") ran out of the card. */}
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Group gap="xs">
          {actions}
          {onEdit && !editing && (
            <Tooltip label={editLabel}>
              <ActionIcon variant="subtle" onClick={onEdit} aria-label={editLabel}>
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      </Group>
      {children}
    </Card>
  );
}
