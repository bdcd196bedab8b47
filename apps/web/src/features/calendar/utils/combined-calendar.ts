import type { CombinedDeadlines } from '../../consultant/index.ts';
import type { DeadlineLists } from './calendar-items.ts';

/**
 * The combined deadlines as the month view's lists: only the organisation asked for ('' = all), each
 * funder name labelled with its organisation, as the month view shows only the funder.
 */
export function combinedCalendarLists(combined: CombinedDeadlines, organizationId: string): DeadlineLists {
  const shown = <T extends { organization: { id: string } }>(rows: readonly T[]) =>
    organizationId ? rows.filter((row) => row.organization.id === organizationId) : rows;
  const labelled = <F extends { name: string }>(funder: F, organization: { name: string }): F => ({
    ...funder,
    name: `${funder.name} (${organization.name})`,
  });
  return {
    grantDeadlines: shown(combined.grantDeadlines).map(({ organization, deadline }) => ({
      ...deadline,
      funder: labelled(deadline.funder, organization),
    })),
    reportDeadlines: shown(combined.reportDeadlines).map(({ organization, deadline }) => ({
      ...deadline,
      funder: labelled(deadline.funder, organization),
    })),
  };
}
