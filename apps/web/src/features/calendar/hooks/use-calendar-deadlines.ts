import { useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { CombinedDeadlinesQuery, useOrganizationScope } from '../../consultant/index.ts';
import { CalendarDeadlinesQuery, CalendarTasksQuery } from '../graphql/calendar.ts';
import { itemsByDate, toCalendarItems, toTaskItems } from '../utils/calendar-items.ts';
import { combinedCalendarLists } from '../utils/combined-calendar.ts';
import type { MonthGrid } from '../utils/month-grid.ts';

/**
 * The deadlines of the grid's days by date: the organisation's own, or under "All my organisations" a
 * manager's every linked organisation or an admin's picked ones, labelled, narrowed to one of them on demand;
 * the scope and the pick live in the address.
 */
export function useCalendarDeadlines(grid: MonthGrid) {
  const organizationScope = useOrganizationScope('/calendar');
  const { combined, organizationIds } = organizationScope;
  const nonePicked = combined && organizationIds?.length === 0;
  const [shownOrganization, setShownOrganization] = useState('');
  const [single, reexecuteSingle] = useQuery({
    query: CalendarDeadlinesQuery,
    variables: { start: grid.start, end: grid.end },
    pause: combined,
  });
  const [several, reexecuteSeveral] = useQuery({
    query: CombinedDeadlinesQuery,
    variables: {
      start: grid.start,
      end: grid.end,
      organizationIds: organizationIds ? [...organizationIds] : null,
    },
    pause: !combined || nonePicked,
  });
  // Tasks are the acting organisation's; the combined view shows deadlines only.
  const [tasks] = useQuery({
    query: CalendarTasksQuery,
    variables: {
      filters: { state: 'OPEN', dueFrom: grid.start, dueTo: grid.end },
      pagination: { page: 1, pageSize: 1000 },
    },
    pause: combined,
    context: useMemo(() => ({ additionalTypenames: ['Task'] }), []),
  });
  const { fetching, error } = combined ? several : single;
  const reexecute = combined ? reexecuteSeveral : reexecuteSingle;
  const combinedData = nonePicked ? undefined : several.data?.combinedDeadlines;
  const organizations = combinedData?.organizations ?? [];
  // An organisation no longer picked leaves the filter too.
  const shown = organizations.some((organization) => organization.id === shownOrganization)
    ? shownOrganization
    : '';
  const combinedLists = useMemo(
    () => (combinedData ? combinedCalendarLists(combinedData, shown) : undefined),
    [combinedData, shown],
  );
  const deadlines = combined ? combinedLists : single.data?.calendarDeadlines;
  const taskRows = combined ? undefined : tasks.data?.listTasks.items;
  const items = useMemo(
    () =>
      itemsByDate([
        ...(deadlines ? toCalendarItems(deadlines) : []),
        ...(taskRows ? toTaskItems(taskRows) : []),
      ]),
    [deadlines, taskRows],
  );

  return {
    organizationScope,
    nonePicked,
    organizations,
    shown,
    setShownOrganization,
    loaded: Boolean(deadlines),
    items,
    fetching,
    error,
    retry: () => reexecute({ requestPolicy: 'network-only' }),
  };
}
