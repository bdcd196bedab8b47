import type { WireDate } from '@grantflow/domain/dates/calendar-date';
import { Box, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { longDate } from '../utils/calendar-format.ts';
import type { CalendarItem } from '../utils/calendar-items.ts';
import type { GridDay } from '../utils/month-grid.ts';
import { CalendarItemLink } from './calendar-item-link.tsx';

interface MonthDayCellProps {
  day: GridDay;
  items: readonly CalendarItem[];
  today: WireDate;
  locale: string;
  /** The day holds the grid's single tab stop, and so do its deadlines. */
  focused: boolean;
  onFocusDate: (date: WireDate) => void;
}

/** One day of the month grid: its number (today marked), a spoken label, and its deadlines. */
export function MonthDayCell({
  day,
  items: dayItems,
  today,
  locale,
  focused,
  onFocusDate,
}: MonthDayCellProps) {
  const { t } = useTranslation();
  const isToday = day.date === today;
  const label = t('calendar.day_label', {
    date: isToday
      ? `${longDate(day.date, locale)}, ${t('calendar.today_marker')}`
      : longDate(day.date, locale),
    count: dayItems.length,
  });
  return (
    // biome-ignore lint/a11y/useSemanticElements: cells of an ARIA grid.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the grid's onKeyDown moves between cells.
    <div
      role="gridcell"
      data-date={day.date}
      data-in-month={day.inMonth}
      tabIndex={focused ? 0 : -1}
      aria-current={isToday ? 'date' : undefined}
      onClick={(event) => {
        // A click on a deadline opens it; only clicks on the day itself move the focus.
        if (!(event.target as HTMLElement).closest('a')) onFocusDate(day.date);
      }}
      style={{
        minHeight: 96,
        minWidth: 0,
        padding: 4,
        borderTop: '1px solid var(--mantine-color-gray-3)',
        borderLeft: '1px solid var(--mantine-color-gray-2)',
        background: day.inMonth ? 'white' : 'var(--mantine-color-gray-0)',
        outlineOffset: -2,
      }}
    >
      <VisuallyHidden>{label}</VisuallyHidden>
      <Box
        aria-hidden
        mb={2}
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          minWidth: 24,
          height: 24,
          borderRadius: 12,
          fontSize: 'var(--mantine-font-size-sm)',
          fontWeight: isToday ? 700 : 400,
          color: isToday
            ? 'white'
            : day.inMonth
              ? 'var(--mantine-color-dark-7)'
              : 'var(--mantine-color-gray-7)',
          background: isToday ? 'var(--mantine-color-brand-7)' : undefined,
        }}
      >
        {day.day}
      </Box>
      <Stack gap={2}>
        {dayItems.map((item) => (
          <CalendarItemLink key={item.key} item={item} today={today} tabbable={focused} />
        ))}
      </Stack>
    </div>
  );
}
