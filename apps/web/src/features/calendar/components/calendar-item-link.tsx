import type { WireDate } from '@grantflow/domain/dates/calendar-date';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchorLink } from '../../../ui/router-link.tsx';
import { type CalendarItem, itemTone } from '../utils/calendar-items.ts';

interface CalendarItemLinkProps {
  item: CalendarItem;
  today: WireDate;
  /** Only the focused day's items are in the tab order (one tab stop per grid, WAI-ARIA grid pattern). */
  tabbable: boolean;
}

/** One deadline in a day cell; opens the funder (grant) or the report center filtered by the funder. */
export function CalendarItemLink({ item, today, tabbable }: CalendarItemLinkProps) {
  const { t } = useTranslation();
  const tone = itemTone(item, today);
  const label = t('calendar.item_label', {
    kind: t(`calendar.kinds.${tone.category}`),
    funder: item.funder.name,
    program: item.program ? ` – ${item.program.name}` : '',
    timing: t(`calendar.timings.${tone.timing}`),
  });
  const common = {
    'aria-label': label,
    title: label,
    tabIndex: tabbable ? 0 : -1,
    underline: 'hover',
    'data-kind': tone.category,
    'data-timing': tone.timing,
    'data-testid': `calendar-item-${item.key}`,
    style: {
      display: 'block',
      background: tone.background,
      borderLeft: `4px ${tone.edgeStyle} ${tone.accent}`,
      borderRadius: 4,
      padding: '1px 6px',
      fontSize: 'var(--mantine-font-size-xs)',
      color: 'var(--mantine-color-dark-7)',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    } satisfies CSSProperties,
  } as const;
  return item.kind === 'grant' ? (
    <AnchorLink to="/funder/$id" params={{ id: item.funder.id }} {...common}>
      {item.funder.name}
    </AnchorLink>
  ) : (
    <AnchorLink to="/report-center" search={{ search: item.funder.name }} {...common}>
      {item.funder.name}
    </AnchorLink>
  );
}
