import type { WireDate } from '@grantflow/domain/dates/calendar-date';
import { daysBetween } from '@grantflow/domain/dates/date-arithmetic';
import type { DeadlineType, ReportUrgency } from '@grantflow/domain/shared/enums';

// What the month view shows per day, and how each item is coloured: by kind (grant, required report,
// courtesy report) and by how near it is (overdue, due within a week, later).

interface Party {
  readonly id: string;
  readonly name: string;
}

interface ItemBase {
  /** Unique across kinds (`grant-12`, `report-12`). */
  readonly key: string;
  readonly id: string;
  readonly date: WireDate;
  readonly funder: Party;
  readonly program: Party | null;
}

/** An open task due that day (docs/product.md, Tasks): named by its title, opening its funder, or My tasks. */
export interface TaskCalendarItem extends Omit<ItemBase, 'funder' | 'program'> {
  readonly kind: 'task';
  readonly title: string;
  readonly funder: { readonly id: string } | null;
  readonly program: null;
  readonly applicationId: string | null;
}

export type CalendarItem =
  | (ItemBase & { readonly kind: 'grant'; readonly deadlineType: DeadlineType })
  | (ItemBase & { readonly kind: 'report'; readonly urgency: ReportUrgency })
  | TaskCalendarItem;

/** The open tasks due in the grid's days, as listTasks answers them. */
export type TaskDeadlines = readonly {
  id: string;
  title: string;
  dueDate?: string | null;
  application?: { id: string; funderId?: string | null } | null;
  funder?: { id: string } | null;
}[];

/** What an item is called: its funder, or a task's title. */
export function itemName(item: CalendarItem): string {
  return item.kind === 'task' ? item.title : item.funder.name;
}

export function toTaskItems(tasks: TaskDeadlines): CalendarItem[] {
  return tasks.flatMap((task): CalendarItem[] => {
    if (!task.dueDate) return [];
    const funderId = task.funder?.id ?? task.application?.funderId ?? null;
    return [
      {
        kind: 'task',
        key: `task-${task.id}`,
        id: task.id,
        date: task.dueDate,
        title: task.title,
        funder: funderId ? { id: funderId } : null,
        program: null,
        applicationId: task.application?.id ?? null,
      },
    ];
  });
}

export interface DeadlineLists {
  readonly grantDeadlines: readonly {
    id: string;
    deadline: string;
    deadlineType: DeadlineType;
    funder: Party;
    program: Party | null;
  }[];
  readonly reportDeadlines: readonly {
    id: string;
    deadline: string;
    urgency: ReportUrgency;
    funder: Party;
    program: Party | null;
  }[];
}

export function toCalendarItems(lists: DeadlineLists): CalendarItem[] {
  return [
    ...lists.grantDeadlines.map(
      (d): CalendarItem => ({
        kind: 'grant',
        key: `grant-${d.id}`,
        id: d.id,
        date: d.deadline,
        funder: d.funder,
        program: d.program,
        deadlineType: d.deadlineType,
      }),
    ),
    ...lists.reportDeadlines.map(
      (d): CalendarItem => ({
        kind: 'report',
        key: `report-${d.id}`,
        id: d.id,
        date: d.deadline,
        funder: d.funder,
        program: d.program,
        urgency: d.urgency,
      }),
    ),
  ];
}

const KIND_ORDER = { grant: 0, report: 1, task: 2 } as const;

/** Items by day: grants, then reports, then tasks, each by name, so a day reads the same every time. */
export function itemsByDate(items: readonly CalendarItem[]): Map<WireDate, CalendarItem[]> {
  const byDate = new Map<WireDate, CalendarItem[]>();
  const sorted = [...items].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      itemName(a).localeCompare(itemName(b)) ||
      a.key.localeCompare(b.key),
  );
  for (const item of sorted) {
    const day = byDate.get(item.date);
    if (day) day.push(item);
    else byDate.set(item.date, [item]);
  }
  return byDate;
}

export type ItemCategory = 'grant' | 'report_required' | 'report_courtesy' | 'task';
export type DeadlineTiming = 'overdue' | 'soon' | 'later';

/** "Soon" is today and the next seven days: the last reminder before it goes out 7 days ahead. */
export const SOON_DAYS = 7;

export function itemCategory(item: CalendarItem): ItemCategory {
  if (item.kind === 'grant') return 'grant';
  if (item.kind === 'task') return 'task';
  return item.urgency === 'REQUIRED' ? 'report_required' : 'report_courtesy';
}

export function deadlineTiming(date: WireDate, today: WireDate): DeadlineTiming {
  const days = daysBetween(today, date);
  if (days < 0) return 'overdue';
  return days <= SOON_DAYS ? 'soon' : 'later';
}

/** Theme palette names (ui/theme.ts): the kind tints the item, the timing colours its edge. */
export const CATEGORY_COLORS: Readonly<Record<ItemCategory, string>> = {
  grant: 'brand',
  report_required: 'blue',
  report_courtesy: 'teal',
  task: 'pink',
};

export const TIMING_COLORS: Readonly<Record<DeadlineTiming, string | null>> = {
  overdue: 'error',
  soon: 'warning',
  later: null,
};

export interface ItemTone {
  readonly category: ItemCategory;
  readonly timing: DeadlineTiming;
  /** Light tint behind dark text (keeps WCAG AA contrast whatever the colour). */
  readonly background: string;
  /** The item's left edge: the timing colour when it is overdue or soon, else the kind's. */
  readonly accent: string;
  /** Courtesy reports get a dashed edge, so the kind does not rest on colour alone. */
  readonly edgeStyle: 'solid' | 'dashed';
}

export function itemTone(item: CalendarItem, today: WireDate): ItemTone {
  const category = itemCategory(item);
  const timing = deadlineTiming(item.date, today);
  const kindColor = CATEGORY_COLORS[category];
  return {
    category,
    timing,
    background: `var(--mantine-color-${kindColor}-0)`,
    accent: `var(--mantine-color-${TIMING_COLORS[timing] ?? kindColor}-6)`,
    edgeStyle: category === 'report_courtesy' ? 'dashed' : 'solid',
  };
}
