import type { WireDate } from '@grantflow/domain/dates/calendar-date';
import { localToday } from '@grantflow/validation/dates';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import type { CalendarSearch } from '../utils/calendar-search.ts';
import {
  buildMonthGrid,
  formatMonthParam,
  initialFocusDate,
  type MonthRef,
  monthOf,
  parseMonthParam,
  sameMonth,
  type Weekday,
} from '../utils/month-grid.ts';

const route = getRouteApi('/calendar');

/** The month the calendar shows (`?month=`, this one by default), its grid, and the day holding the tab stop. */
export function useCalendarMonth(weekStartsOn: Weekday) {
  const navigate = useNavigate();
  const search = route.useSearch();
  const today = localToday();
  const month = parseMonthParam(search.month) ?? monthOf(today);
  // The month is a fresh object each render; its parts are the identity.
  const grid = useMemo(() => buildMonthGrid(month, weekStartsOn), [month.year, month.month, weekStartsOn]);
  const [focusDate, setFocusDate] = useState<WireDate>(() => initialFocusDate(month, today));
  // Back/forward can change the month under a stale focus: the tab stop always sits inside the grid.
  const gridFocus =
    focusDate >= grid.start && focusDate <= grid.end ? focusDate : initialFocusDate(month, today);

  const goToMonth = (target: MonthRef, focus?: WireDate) => {
    setFocusDate(focus ?? initialFocusDate(target, today));
    void navigate({
      to: '/calendar',
      search: (previous: CalendarSearch) => ({ ...previous, month: formatMonthParam(target) }),
    });
  };

  const onFocusDate = (date: WireDate) => {
    const target = monthOf(date);
    if (sameMonth(target, month)) setFocusDate(date);
    else goToMonth(target, date);
  };

  return { today, month, grid, gridFocus, goToMonth, onFocusDate };
}
