import type { WireDate } from '@grantflow/domain/dates/calendar-date';
import { Text } from '@mantine/core';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { weekdayName } from '../utils/calendar-format.ts';
import type { CalendarItem } from '../utils/calendar-items.ts';
import { isGridKey, type MonthGrid, moveDate, type Weekday, weekdayOrder } from '../utils/month-grid.ts';
import { MonthDayCell } from './month-day-cell.tsx';

interface MonthCalendarProps {
  grid: MonthGrid;
  items: ReadonlyMap<WireDate, readonly CalendarItem[]>;
  today: WireDate;
  weekStartsOn: Weekday;
  locale: string;
  /** Id of the heading that names the month. */
  labelledBy: string;
  /** Id of the text explaining the keys. */
  describedBy: string;
  /** The day holding the grid's single tab stop. */
  focusDate: WireDate;
  onFocusDate: (date: WireDate) => void;
}

const columns = { display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' } as const;

/**
 * A month of deadlines as an ARIA grid: one tab stop (the focused day), arrow keys between days,
 * Home/End within the week, PageUp/PageDown by month; Tab then reaches that day's deadlines.
 */
export function MonthCalendar(props: MonthCalendarProps) {
  const { grid, items, today, weekStartsOn, locale, labelledBy, describedBy, focusDate, onFocusDate } = props;
  const gridRef = useRef<HTMLDivElement>(null);

  // The day a key moved to: focused once its cell is rendered (a move into another month renders the new
  // grid a little later, while the old one still shows the previous tab stop).
  const pendingFocus = useRef<WireDate | null>(null);

  // Re-run whenever the rendered days change.
  useEffect(() => {
    const date = pendingFocus.current;
    if (!date) return;
    const cell = gridRef.current?.querySelector<HTMLElement>(`[data-date="${date}"]`);
    if (cell) {
      cell.focus();
      pendingFocus.current = null;
    }
  }, [focusDate, grid]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[role="gridcell"]');
    if (!cell) return;
    if (isGridKey(event.key)) {
      event.preventDefault();
      const target = moveDate(focusDate, event.key, weekStartsOn);
      pendingFocus.current = target;
      onFocusDate(target);
    } else if ((event.key === 'Enter' || event.key === ' ') && event.target === cell) {
      // From the day itself, Enter goes to its first deadline.
      const first = cell.querySelector<HTMLElement>('a');
      if (first) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a date grid with arrow-key navigation is an ARIA grid, not a data table.
    <div
      role="grid"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      ref={gridRef}
      onKeyDown={onKeyDown}
      data-testid="month-calendar"
      style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, overflow: 'hidden' }}
    >
      {/* biome-ignore lint/a11y/useFocusableInteractive: a header row is not interactive. */}
      {/* biome-ignore lint/a11y/useSemanticElements: rows of an ARIA grid. */}
      <div role="row" style={{ ...columns, background: 'var(--mantine-color-gray-0)' }}>
        {weekdayOrder(weekStartsOn).map((weekday) => (
          // biome-ignore lint/a11y/useSemanticElements: column headers of an ARIA grid.
          // biome-ignore lint/a11y/useFocusableInteractive: column headers are not interactive.
          <div role="columnheader" key={weekday} style={{ padding: '6px 8px' }}>
            <Text size="sm" fw={600} c="dark.6">
              <abbr title={weekdayName(weekday, locale, 'long')} style={{ textDecoration: 'none' }}>
                {weekdayName(weekday, locale, 'short')}
              </abbr>
            </Text>
          </div>
        ))}
      </div>
      {grid.weeks.map((week) => (
        // biome-ignore lint/a11y/useSemanticElements: rows of an ARIA grid.
        // biome-ignore lint/a11y/useFocusableInteractive: rows are not interactive; their cells are.
        <div role="row" key={week[0]?.date} style={columns}>
          {week.map((day) => (
            <MonthDayCell
              key={day.date}
              day={day}
              items={items.get(day.date) ?? []}
              today={today}
              locale={locale}
              focused={day.date === focusDate}
              onFocusDate={onFocusDate}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
