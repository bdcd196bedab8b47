import { withTenant } from '@grantflow/db/client';
import { type FiscalYearSpan, programGoals } from '@grantflow/db/repositories/dashboard';
import { referenceAwardsByYear } from '@grantflow/db/repositories/dashboard-reference';
import { listPrograms } from '@grantflow/db/repositories/programs';
import { expectAggregatesMatch, spansFor } from '@grantflow/db/testing/dashboard-check';
import { createAdminPool, createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { wireDateInTimeZone } from '@grantflow/domain/dates/to-wire-date';
import { fiscalYearOf } from '@grantflow/domain/fiscal-year/fiscal-year-of';
import { fiscalYearRange } from '@grantflow/domain/fiscal-year/fiscal-year-range';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../rows/seed.ts';

// packages/db's dashboard aggregates against their TypeScript reference, over the demo data.

let t: TestDatabase;
let admin: pg.Pool;

beforeAll(async () => {
  t = await createTestDatabase();
  admin = createAdminPool(t.url, 3);
}, 60_000);

afterAll(async () => {
  await admin?.end();
  await t?.close();
});

describe('dashboard aggregates over the demo data', () => {
  it('equal the reference computed from the rows, and agree with the programs list', async () => {
    const seeded = await seedDemoData(t.db);
    const main = seeded.organizationIds?.main as number;
    const { rows } = await admin.query<{ anchor: string | null }>(
      `select fiscal_year_start::text as anchor from organizations where id = $1`,
      [main],
    );
    const anchor = rows[0]?.anchor ?? null;
    const today = wireDateInTimeZone(new Date(), 'UTC');
    const fy = fiscalYearOf(today, anchor);
    const data = await expectAggregatesMatch({ db: t.db, admin }, main, anchor, [fy - 2, fy - 1, fy], today, {
      range: fiscalYearRange(fy, anchor),
      type: null,
    });
    // The demo data is rich enough for the comparison to mean something.
    expect(data.applications.length).toBeGreaterThan(100);
    const [current] = referenceAwardsByYear(data, spansFor([fy], anchor), today);
    expect(current?.awardedCount).toBeGreaterThan(0);
    expect(current?.pendingCount).toBeGreaterThan(0);

    // Program achieved amounts mean the same thing on the dashboard and on the programs page.
    const span = spansFor([fy], anchor)[0] as FiscalYearSpan;
    await withTenant(t.db, main, async (tx) => {
      const dashboard = await programGoals(tx, main, span);
      const page = await listPrograms(tx, main, {
        fiscalYear: fy,
        range: { start: span.start, end: span.end },
      });
      expect(dashboard.map((p) => [p.id, p.achievedCents, p.yearlyGoalCents])).toEqual(
        page.map((p) => [p.id, p.achievedCents, p.yearlyGoalCents]),
      );
    });
  }, 60_000);
});
