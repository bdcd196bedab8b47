import type { WireDate } from '@grantflow/domain/dates/calendar-date';
import { Box, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { longDate } from '../utils/calendar-format.ts';
import type { CalendarItem } from '../utils/calendar-items.ts';
import type { MonthGrid } from '../utils/month-grid.ts';
import { CalendarItemLink } from './calendar-item-link.tsx';

interface MonthAgendaProps {
  grid: MonthGrid;
  items: ReadonlyMap<WireDate, readonly CalendarItem[]>;
  today: WireDate;
  locale: string;
}

/**
 * The month's deadlines as a list of days, for phones: at 390 px a day column is 50 px wide and its chips
 * showed two letters of a funder's name. The grid stays above it, its chips reduced to coloured marks
 * (calendar-chip.css); here every deadline reads in full.
 */
export function MonthAgenda({ grid, items, today, locale }: MonthAgendaProps) {
  const { t } = useTranslation();
  const days = grid.weeks.flat().filter((day) => day.inMonth && (items.get(day.date)?.length ?? 0) > 0);
  if (days.length === 0) return null;
  return (
    <Box
      component="section"
      aria-labelledby="calendar-agenda-title"
      hiddenFrom="sm"
      data-testid="calendar-agenda"
    >
      <Title order={2} size="h4" id="calendar-agenda-title" mb="xs">
        {t('calendar.agenda_title')}
      </Title>
      <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {days.map((day) => (
          <li key={day.date}>
            <Text size="sm" fw={600} mb={4}>
              {longDate(day.date, locale)}
              {day.date === today ? ` (${t('calendar.today_marker')})` : ''}
            </Text>
            <Stack gap={4}>
              {(items.get(day.date) ?? []).map((item) => (
                <CalendarItemLink key={item.key} item={item} today={today} tabbable wrap />
              ))}
            </Stack>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
