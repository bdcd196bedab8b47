import { ActionIcon, Button, Group, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight, IconList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/router-link.tsx';

interface MonthNavigationProps {
  title: string;
  /** Id of the month's heading, which names the grid. */
  titleId: string;
  onPrevious: () => void;
  onNext: () => void;
  onToday: () => void;
}

/** Above the calendar: previous and next month, today, the month's name, and the link to the deadlines list. */
export function MonthNavigation({ title, titleId, onPrevious, onNext, onToday }: MonthNavigationProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" wrap="wrap">
      <Group gap="xs">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('calendar.previous_month')}
          onClick={onPrevious}
        >
          <IconChevronLeft size={18} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="default" size="lg" aria-label={t('calendar.next_month')} onClick={onNext}>
          <IconChevronRight size={18} aria-hidden />
        </ActionIcon>
        <Button variant="default" onClick={onToday}>
          {t('calendar.today')}
        </Button>
        <Title order={2} size="h3" id={titleId} aria-live="polite" ml="sm">
          {title}
        </Title>
      </Group>
      <ButtonLink to="/deadlines" variant="subtle" leftSection={<IconList size={16} aria-hidden />}>
        {t('deadlines.title')}
      </ButtonLink>
    </Group>
  );
}
