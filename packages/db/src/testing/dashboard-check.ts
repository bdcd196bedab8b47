import { addDays } from '@grantflow/domain/dates/date-arithmetic';
import { fiscalYearRange } from '@grantflow/domain/fiscal-year/fiscal-year-range';
import type { FunderType } from '@grantflow/domain/shared/enums';
import type pg from 'pg';
import { expect } from 'vitest';
import { type Db, withTenant } from '../client.ts';
import { awardsByYear } from '../repositories/awards-by-year.ts';
import {
  activityBounds,
  awardedByFunderType,
  DASHBOARD_KINDS,
  dashboardApplications,
  type FiscalYearSpan,
  programGoals,
  yearlyGoals,
} from '../repositories/dashboard.ts';
import {
  loadRawData,
  type RawData,
  referenceActivityBounds,
  referenceAwardsByYear,
  referenceByFunderType,
  referenceDashboardApplications,
  referenceDeadlines,
  referenceDueReminders,
  referenceLargestFunders,
  referenceProgramGoals,
  referenceYearlyGoals,
} from '../repositories/dashboard-reference.ts';
import { deadlinesBetween } from '../repositories/deadlines.ts';
import { largestFunders } from '../repositories/largest-funders.ts';
import { dueReminders, REMINDER_OFFSETS } from '../repositories/reminders.ts';

// Shared by this package's property test over random organisations and packages/demo's test over the
// demo data: the same comparison, whatever wrote the rows.

export function spansFor(years: number[], anchor: string | null): FiscalYearSpan[] {
  return years.map((year) => ({ year, ...fiscalYearRange(year, anchor) }));
}

/** Every dashboard aggregate of this package against the TypeScript reference, for one organisation. */
export async function expectAggregatesMatch(
  t: { db: Db; admin: pg.Pool },
  organizationId: number,
  anchor: string | null,
  years: number[],
  today: string,
  largest: { range: { start?: string | null; end?: string | null }; type: FunderType | null },
): Promise<RawData> {
  const data = await loadRawData(t.admin, organizationId);
  const spans = spansFor(years, anchor);
  const current = spans[spans.length - 1] as FiscalYearSpan;
  await withTenant(t.db, organizationId, async (tx) => {
    expect(await awardsByYear(tx, organizationId, spans, today)).toEqual(
      referenceAwardsByYear(data, spans, today),
    );
    expect(await awardedByFunderType(tx, organizationId, current)).toEqual(
      referenceByFunderType(data, current),
    );
    expect(await yearlyGoals(tx, organizationId, years)).toEqual(referenceYearlyGoals(data, years));
    expect(await activityBounds(tx, organizationId)).toEqual(referenceActivityBounds(data));
    expect(await programGoals(tx, organizationId, current)).toEqual(referenceProgramGoals(data, current));
    for (const kind of DASHBOARD_KINDS) {
      const rows = await dashboardApplications(tx, organizationId, current, kind, today);
      expect(rows.map(({ id, amountCents, date }) => ({ id, amountCents, date }))).toEqual(
        referenceDashboardApplications(data, current, kind, today),
      );
    }

    const funders = await largestFunders(tx, { organizationId, range: largest.range, type: largest.type });
    const reference = referenceLargestFunders(data, largest.range, largest.type);
    expect(funders.overall.map((f) => f.amountCents)).toEqual(reference.overallAmounts);
    for (const entry of funders.overall)
      expect(entry.amountCents).toBe(reference.allTotals.get(entry.funder.id)?.cents);
    const perProgram = funders.programs.flatMap((p) =>
      p.funders.map((f) => [`${p.program.id}:${f.funder.id}`, f.amountCents] as const),
    );
    expect(new Map(perProgram)).toEqual(new Map([...reference.perProgram].map(([key, v]) => [key, v.cents])));
    for (const program of funders.programs) {
      const amounts = program.funders.map((f) => f.amountCents);
      expect(amounts).toEqual([...amounts].sort((x, y) => y - x));
    }

    const range = { start: today, end: addDays(today, 90) };
    const deadlines = await deadlinesBetween(tx, organizationId, range);
    const expected = referenceDeadlines(data, range);
    expect(deadlines.grantDeadlines.map((d) => d.id).sort((x, y) => x - y)).toEqual(expected.grantIds);
    expect(deadlines.reportDeadlines.map((d) => d.id).sort((x, y) => x - y)).toEqual(expected.reportIds);

    const due = await dueReminders(tx, organizationId, today);
    expect(due.map((r) => `${r.kind}:${r.subjectId}`).sort()).toEqual(
      referenceDueReminders(data, today, REMINDER_OFFSETS),
    );
  });
  return data;
}
