import { type Db, LARGE_JOINS, withTenant } from '@grantflow/db/client';
import {
  deadlinesBetween,
  type GrantDeadlineRecord,
  type ReportDeadlineRecord,
} from '@grantflow/db/repositories/deadlines';
import type { DayRange } from '@grantflow/domain/dates/day-range';

/** An organisation of the combined view, as its rows are labelled. */
export interface CombinedOrganization {
  id: number;
  name: string;
}

export interface CombinedDeadlines {
  organizations: CombinedOrganization[];
  grantDeadlines: (GrantDeadlineRecord & { organization: CombinedOrganization })[];
  reportDeadlines: (ReportDeadlineRecord & { organization: CombinedOrganization })[];
}

export interface ListCombinedDeadlinesOptions {
  db: Db;
  /** The organisations the caller may read, resolved at the edge (`resolveCombinedOrganizations`). */
  organizations: readonly CombinedOrganization[];
  range: DayRange;
}

type Dated = { deadline: string; id: number; organization: CombinedOrganization };

/** By deadline, then organisation name and row id, so the merged list has one stable order. */
function byDeadline(a: Dated, b: Dated): number {
  return (
    a.deadline.localeCompare(b.deadline) ||
    a.organization.name.localeCompare(b.organization.name) ||
    a.organization.id - b.organization.id ||
    a.id - b.id
  );
}

/**
 * The grant and report deadlines of several organisations in one list, each row labelled with its
 * organisation ("All my organisations"). One tenant transaction per organisation,
 * one after the other: row-level security checks every row against that organisation, no bypass.
 */
export async function listCombinedDeadlines(
  options: ListCombinedDeadlinesOptions,
): Promise<CombinedDeadlines> {
  const { db, range } = options;
  const organizations = options.organizations.map(({ id, name }) => ({ id, name }));
  const result: CombinedDeadlines = { organizations, grantDeadlines: [], reportDeadlines: [] };
  for (const organization of organizations) {
    const deadlines = await withTenant(
      db,
      organization.id,
      (tx) => deadlinesBetween(tx, organization.id, range),
      LARGE_JOINS,
    );
    result.grantDeadlines.push(...deadlines.grantDeadlines.map((row) => ({ ...row, organization })));
    result.reportDeadlines.push(...deadlines.reportDeadlines.map((row) => ({ ...row, organization })));
  }
  result.grantDeadlines.sort(byDeadline);
  result.reportDeadlines.sort(byDeadline);
  return result;
}
