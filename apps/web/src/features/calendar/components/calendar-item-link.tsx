import './calendar-chip.css';
import type { WireDate } from '@grantflow/domain/dates/calendar-date';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../ui/router-link.tsx';
import { type CalendarItem, itemName, itemTone } from '../utils/calendar-items.ts';

interface CalendarItemLinkProps {
  item: CalendarItem;
  today: WireDate;
  /** Only the focused day's items are in the tab order (one tab stop per grid, WAI-ARIA grid pattern). */
  tabbable: boolean;
  /** The whole name on as many lines as it needs (the phone's list), not one cut line (a day cell). */
  wrap?: boolean;
}

/**
 * One deadline in a day cell; opens the funder (grant), the report center filtered by the funder (report), or a
 * task's application, funder or My tasks.
 */
export function CalendarItemLink({ item, today, tabbable, wrap = false }: CalendarItemLinkProps) {
  const { t } = useTranslation();
  const tone = itemTone(item, today);
  const label = t('calendar.item_label', {
    kind: t(`calendar.kinds.${tone.category}`),
    funder: itemName(item),
    program: item.program ? ` – ${item.program.name}` : '',
    timing: t(`calendar.timings.${tone.timing}`),
  });
  // The list has room for what a chip leaves to its colour and tooltip: the kind and the program.
  const itemText = `${t(`calendar.kinds.${tone.category}`)}: ${itemName(item)}${item.program ? ` – ${item.program.name}` : ''}`;
  const common = {
    'aria-label': label,
    title: label,
    tabIndex: tabbable ? 0 : -1,
    underline: 'hover',
    'data-kind': tone.category,
    'data-timing': tone.timing,
    'data-testid': wrap ? `calendar-agenda-item-${item.key}` : `calendar-item-${item.key}`,
    className: wrap ? undefined : 'calendar-chip',
    style: {
      display: 'block',
      background: tone.background,
      borderLeft: `4px ${tone.edgeStyle} ${tone.accent}`,
      borderRadius: 4,
      // A chip's padding and size are in calendar-chip.css, which shrinks it to a mark on phones.
      ...(wrap ? { padding: '4px 8px', fontSize: 'var(--mantine-font-size-sm)' } : {}),
      color: 'var(--mantine-color-dark-7)',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: wrap ? 'normal' : 'nowrap',
    } satisfies CSSProperties,
  } as const;
  const text = wrap ? itemText : itemName(item);
  if (item.kind === 'task') {
    if (!item.funder) {
      return (
        <AnchorLink to="/tasks" {...common}>
          {text}
        </AnchorLink>
      );
    }
    const application = item.applicationId ? Number(item.applicationId) : undefined;
    return (
      <AnchorLink to="/funder/$id" params={{ id: item.funder.id }} search={{ application }} {...common}>
        {text}
      </AnchorLink>
    );
  }
  return item.kind === 'grant' ? (
    <AnchorLink to="/funder/$id" params={{ id: item.funder.id }} {...common}>
      {wrap ? itemText : item.funder.name}
    </AnchorLink>
  ) : (
    <AnchorLink to="/report-center" search={{ search: item.funder.name }} {...common}>
      {wrap ? itemText : item.funder.name}
    </AnchorLink>
  );
}
