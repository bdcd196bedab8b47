import {
  loadRawData,
  type RawData,
  referenceAwardsByYear,
  referenceByFunderType,
  referenceDashboardApplications,
  referenceDeadlines,
  referenceProgramGoals,
} from '@grantflow/db/repositories/dashboard-reference';
import { createAdminPool } from '@grantflow/db/testing/test-database';
import { DEMO_PASSWORD, seedDemoData } from '@grantflow/demo/rows/seed';
import { SUMMARY_CARD_RULES } from '@grantflow/domain/dashboard/summary-cards';
import { addDays } from '@grantflow/domain/dates/date-arithmetic';
import { toWireDate } from '@grantflow/domain/dates/to-wire-date';
import { currentFiscalYear } from '@grantflow/domain/fiscal-year/fiscal-year-of';
import { fiscalYearRange } from '@grantflow/domain/fiscal-year/fiscal-year-range';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestKit, createApiTestKit } from '../testing/api-test-kit.ts';

let kit: ApiTestKit;
let admin: pg.Pool;
let token: string;
let mainId: number;
let harborId: number;
let anchor: string | null;
let data: RawData;
const today = toWireDate(new Date());

beforeAll(async () => {
  kit = await createApiTestKit();
  admin = createAdminPool(kit.database.url, 2);
  const seeded = await seedDemoData(kit.database.db);
  mainId = seeded.organizationIds?.main as number;
  harborId = seeded.organizationIds?.harbor as number;
  const { rows } = await admin.query<{ anchor: string | null }>(
    'select fiscal_year_start::text as anchor from organizations where id = $1',
    [mainId],
  );
  anchor = rows[0]?.anchor ?? null;
  data = await loadRawData(admin, mainId);
  token = await kit.login('staff@example.org', DEMO_PASSWORD);
}, 60_000);

afterAll(async () => {
  await admin?.end();
  await kit?.close();
});

const DASHBOARD = `query Dashboard($id: ID!, $params: OrganizationDashboardParams) {
  getOrganization(id: $id, params: $params) {
    id name currentFiscalYear firstFiscalYear oldestAward
    awardsByYear { year awarded awardedCount pending pendingCount requested requestedCount total }
    funderTypesCount { foundation corporate government government_local government_state other }
    yearlyGoal { year goal }
    currentYearGoal { overall { achieved achievedRate goal missing } programs { id name achievedAmount missingAmount yearlyGoal } }
    largestFunders { overall { funder { id name } totalAwardAmount } programs { program { id name } funders { funder { id } awardedAmount } } }
  }
}`;

interface DashboardAnswer {
  getOrganization: {
    currentFiscalYear: number;
    firstFiscalYear: number;
    oldestAward: string | null;
    awardsByYear: Record<string, number>[];
    funderTypesCount: Record<string, number>;
    yearlyGoal: { year: number; goal: number }[];
    currentYearGoal: {
      overall: { achieved: number; achievedRate: number; goal: number; missing: number };
      programs: { id: string; achievedAmount: number; missingAmount: number; yearlyGoal: number | null }[];
    };
    largestFunders: { overall: { funder: { id: string }; totalAwardAmount: number }[] };
  };
}

const span = (year: number) => ({ year, ...fiscalYearRange(year, anchor) });

describe('getOrganization over the demo data', () => {
  it('shows the numbers an independent computation from the rows gives', async () => {
    const fy = currentFiscalYear(anchor, today);
    const response = await kit.gql<DashboardAnswer>(DASHBOARD, { token, variables: { id: String(mainId) } });
    expect(response.body.errors).toBeUndefined();
    const organization = response.body.data?.getOrganization;
    if (!organization) throw new Error(response.raw);
    expect(organization.currentFiscalYear).toBe(fy);

    const spans = [fy - 2, fy - 1, fy].map(span);
    const expected = referenceAwardsByYear(data, spans, today).map((row) => ({
      year: row.year,
      awarded: row.awardedCents / 100,
      awardedCount: row.awardedCount,
      pending: row.pendingCents / 100,
      pendingCount: row.pendingCount,
      requested: row.requestedCents / 100,
      requestedCount: row.requestedCount,
      total: row.totalCents / 100,
    }));
    expect(organization.awardsByYear).toEqual(expected);
    expect(expected[2]?.awardedCount).toBeGreaterThan(0);

    const byType = referenceByFunderType(data, span(fy));
    expect(organization.funderTypesCount).toEqual({
      foundation: (byType.get('FOUNDATION')?.cents ?? 0) / 100,
      corporate: (byType.get('CORPORATE')?.cents ?? 0) / 100,
      government: (byType.get('GOVERNMENT')?.cents ?? 0) / 100,
      government_local: (byType.get('GOVERNMENT_LOCAL')?.cents ?? 0) / 100,
      government_state: (byType.get('GOVERNMENT_STATE')?.cents ?? 0) / 100,
      other: (byType.get('OTHER')?.cents ?? 0) / 100,
    });

    const programs = referenceProgramGoals(data, span(fy));
    const goalCents = programs.reduce((sum, p) => sum + (p.yearlyGoalCents ?? 0), 0);
    const achievedCents = expected[2] ? expected[2].awarded * 100 : 0;
    expect(organization.currentYearGoal.overall.goal).toBe(goalCents / 100);
    expect(organization.currentYearGoal.overall.achieved).toBeCloseTo(achievedCents / 100, 2);
    expect(organization.currentYearGoal.overall.missing).toBeCloseTo(
      Math.max(goalCents - achievedCents, 0) / 100,
      2,
    );
    expect(organization.currentYearGoal.overall.achievedRate).toBeCloseTo(
      (achievedCents / goalCents) * 100,
      6,
    );
    expect(organization.currentYearGoal.programs.map((p) => [Number(p.id), p.achievedAmount])).toEqual(
      programs.map((p) => [p.id, p.achievedCents / 100]),
    );
    expect(organization.yearlyGoal.map((g) => g.year)).toEqual([fy - 2, fy - 1, fy]);
    expect(organization.yearlyGoal[2]?.goal).toBe(goalCents / 100);
    expect(organization.largestFunders.overall.length).toBeLessThanOrEqual(5);
    expect(organization.firstFiscalYear).toBeLessThanOrEqual(fy);
  });

  it('honours currentFy and chartFys', async () => {
    const fy = currentFiscalYear(anchor, today);
    const response = await kit.gql<DashboardAnswer>(DASHBOARD, {
      token,
      variables: {
        id: String(mainId),
        params: { organizationId: String(mainId), currentFy: fy - 1, chartFys: [fy - 1] },
      },
    });
    const organization = response.body.data?.getOrganization;
    expect(organization?.awardsByYear.map((row) => row.year)).toEqual([fy - 1]);
    expect(organization?.currentYearGoal.programs.map((p) => p.achievedAmount)).toEqual(
      referenceProgramGoals(data, span(fy - 1)).map((p) => p.achievedCents / 100),
    );
  });

  it('runs the selected aggregates in ONE tenant read, shared reads once', async () => {
    const texts: string[] = [];
    const wrapped = new WeakSet<object>();
    for (const pool of [kit.database.pool]) {
      pool.on('acquire', (client) => {
        if (wrapped.has(client)) return;
        wrapped.add(client);
        const query = client.query.bind(client) as (...args: unknown[]) => unknown;
        (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
          const first = args[0] as string | { text?: string };
          texts.push(typeof first === 'string' ? first : (first?.text ?? ''));
          return query(...args);
        };
      });
    }
    await kit.gql<DashboardAnswer>(DASHBOARD, { token, variables: { id: String(mainId) } });
    texts.length = 0;
    const response = await kit.gql<DashboardAnswer>(DASHBOARD, { token, variables: { id: String(mainId) } });
    expect(response.body.errors).toBeUndefined();
    // Authentication is one statement of its own; then one read-only transaction for all the dashboard's
    // fields (not one each), its BEGIN sent with its setting.
    expect(
      texts.filter((text) => /^\s*(begin|commit)/i.test(text)).map((text) => text.split(';')[0]),
    ).toEqual(['begin read only', 'commit']);
    // activityBounds once for firstFiscalYear + oldestAward; awardsByYear once for the chart years and
    // currentYearGoal's year.
    expect(texts.filter((text) => text.includes('oldest_submission'))).toHaveLength(1);
    expect(texts.filter((text) => text.includes('as pending_count'))).toHaveLength(1);
    // Authentication 1; BEGIN with the setting; awardsByYear, funder types, yearly goals, activity bounds,
    // program goals, largest funders (2); COMMIT.
    expect(texts).toHaveLength(1 + 1 + 7 + 1);
  });

  it("refuses another organisation's id, and a params.organizationId that differs from id", async () => {
    const other = await kit.gql(DASHBOARD, { token, variables: { id: String(harborId) } });
    expect(other.body.errors?.[0]?.extensions?.code).toBe('ORGANIZATION_NOT_FOUND');
    const mixed = await kit.gql(DASHBOARD, {
      token,
      variables: { id: String(mainId), params: { organizationId: String(harborId) } },
    });
    expect(mixed.body.errors?.[0]?.extensions?.code).toBe('ORGANIZATION_NOT_FOUND');
  });

  it('gives an unauthorized user no dashboard data through currentUser.organization either', async () => {
    const expired = await kit.login('expired@example.org', DEMO_PASSWORD);
    const response = await kit.gql<{ currentUser: { organization: { awardsByYear: unknown } } | null }>(
      '{ currentUser { organization { awardsByYear { awarded } largestFunders { overall { totalAwardAmount } } } } }',
      { token: expired },
    );
    expect(response.body.errors?.[0]?.extensions?.code).toBe('UNAUTHORIZED');
    expect(response.raw).not.toContain('totalAwardAmount":');
  });

  it('lists the rows behind each card, matching the card counts', async () => {
    const fy = currentFiscalYear(anchor, today);
    for (const kind of ['SENT', 'AWARDED', 'PENDING'] as const) {
      const response = await kit.gql<{
        dashboardApplications: { id: string; amount: number; date: string }[];
      }>(
        `query($kind: DashboardKind!) { dashboardApplications(kind: $kind) { id amount date program { name } funder { name } } }`,
        { token, variables: { kind } },
      );
      const rows = response.body.data?.dashboardApplications ?? [];
      expect(rows.map((row) => Number(row.id))).toEqual(
        referenceDashboardApplications(data, span(fy), kind, today).map((row) => row.id),
      );
    }
  });
});

const LIST_PAGE = `query($filters: ApplicationFilters, $pagination: PaginationInput) {
  listApplications(filters: $filters, pagination: $pagination) {
    total
    items { id submission { amountRequested } award { amountAwarded } }
  }
}`;

interface ListPage {
  listApplications: {
    total: number;
    items: {
      id: string;
      submission: { amountRequested: number | null } | null;
      award: { amountAwarded: number | null } | null;
    }[];
  };
}

/** Every row of the grant list under `filters` (all pages): its total and the rows. */
async function wholeList(filters: Record<string, unknown>) {
  const items: ListPage['listApplications']['items'] = [];
  let total = 0;
  for (let page = 1; ; page++) {
    const response = await kit.gql<ListPage>(LIST_PAGE, {
      token,
      variables: { filters, pagination: { page, pageSize: 100 } },
    });
    const listing = response.body.data?.listApplications;
    if (!listing) throw new Error(JSON.stringify(response.body.errors));
    total = listing.total;
    items.push(...listing.items);
    if (listing.items.length === 0 || items.length >= total) break;
  }
  return { total, items };
}

describe('the summary cards reconcile with the lists they link to', () => {
  it("gives each card's count and total as the linked list's count and the sum of the amount it shows", async () => {
    const fy = currentFiscalYear(anchor, today);
    const years = [fy - 2, fy - 1, fy];
    const response = await kit.gql<DashboardAnswer>(DASHBOARD, {
      token,
      variables: {
        id: String(mainId),
        params: { organizationId: String(mainId), currentFy: fy, chartFys: years },
      },
    });
    const byYear = response.body.data?.getOrganization.awardsByYear ?? [];
    const figures = {
      sent: ['requested', 'requestedCount'],
      awarded: ['awarded', 'awardedCount'],
      pending: ['pending', 'pendingCount'],
    } as const;
    let nonEmpty = 0;
    for (const year of years) {
      const row = byYear.find((r) => r.year === year);
      for (const [kind, rule] of Object.entries(SUMMARY_CARD_RULES)) {
        const [amountKey, countKey] = figures[kind as keyof typeof figures];
        const list = await wholeList({
          organizationId: String(mainId),
          status: rule.status,
          ...(rule.countedBy === 'award' ? { awardYear: year } : { submissionYear: year }),
        });
        const shown = list.items.map((item) =>
          rule.amount === 'awarded'
            ? (item.award?.amountAwarded ?? 0)
            : (item.submission?.amountRequested ?? 0),
        );
        const sumCents = shown.reduce((sum, amount) => sum + Math.round(amount * 100), 0);
        const label = `${kind} FY ${year}`;
        expect(list.items).toHaveLength(list.total);
        expect(list.total, label).toBe(row?.[countKey] ?? 0);
        expect(sumCents, label).toBe(Math.round((row?.[amountKey] ?? 0) * 100));
        if (list.total > 0) nonEmpty += 1;
      }
    }
    // The demo data has rows behind most cards, so the equalities above are not all 0 = 0.
    expect(nonEmpty).toBeGreaterThanOrEqual(6);
  });
});

describe('getLargestFunders', () => {
  it('ranks the top 5 overall and per program, filtered by type', async () => {
    const response = await kit.gql<{
      getLargestFunders: {
        overall: { totalAwardAmount: number }[];
        programs: { funders: { awardedAmount: number }[] }[];
      };
    }>(
      `query($org: ID!) { getLargestFunders(organizationId: $org, type: "foundation") {
        overall { funder { id name } totalAwardAmount } programs { program { id name } funders { funder { id name } awardedAmount } } } }`,
      { token, variables: { org: String(mainId) } },
    );
    const result = response.body.data?.getLargestFunders;
    expect(result?.overall.length).toBe(5);
    const totals = result?.overall.map((f) => f.totalAwardAmount) ?? [];
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const bad = await kit.gql(`{ getLargestFunders(type: "nonsense") { overall { totalAwardAmount } } }`, {
      token,
    });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe('VALIDATION');
  });
});

describe('deadlines', () => {
  it('lists every open application and unsubmitted report deadline of the next N days', async () => {
    const response = await kit.gql<{
      deadlines: {
        start: string;
        end: string;
        grantDeadlines: { id: string }[];
        reportDeadlines: { id: string }[];
      };
    }>(
      `{ deadlines(days: 90) { start end grantDeadlines { id deadline deadlineType status amountRequested funder { id name } program { id name } }
         reportDeadlines { id deadline urgency amountAwarded funder { name } program { name } } } }`,
      { token },
    );
    const result = response.body.data?.deadlines;
    const expected = referenceDeadlines(data, { start: today, end: addDays(today, 90) });
    expect(result?.grantDeadlines.map((d) => Number(d.id)).sort((a, b) => a - b)).toEqual(expected.grantIds);
    expect(result?.reportDeadlines.map((d) => Number(d.id)).sort((a, b) => a - b)).toEqual(
      expected.reportIds,
    );
    expect(expected.grantIds.length).toBeGreaterThan(0);
  });

  it('accepts only the next-days options', async () => {
    const response = await kit.gql(`{ deadlines(days: 45) { start } }`, { token });
    expect(response.body.errors?.[0]?.extensions?.code).toBe('VALIDATION');
  });
});

describe('calendar feed and reminder preference', () => {
  it('creates the feed once, regenerates and revokes it', async () => {
    const query = `{ calendarFeed { url path createdAt } }`;
    const first = await kit.gql<{ calendarFeed: { url: string; path: string } }>(query, { token });
    const again = await kit.gql<{ calendarFeed: { url: string; path: string } }>(query, { token });
    const url = first.body.data?.calendarFeed.url ?? '';
    expect(url).toMatch(new RegExp(`^http://localhost:3000/calendar/${mainId}-[A-Za-z0-9_-]{43}\\.ics$`));
    expect(again.body.data?.calendarFeed.url).toBe(url);
    const { rows } = await admin.query<{ token_hash: string }>('select token_hash from calendar_feed_tokens');
    expect(rows.every((row) => !url.includes(row.token_hash))).toBe(true);

    const regenerated = await kit.gql<{ regenerateCalendarFeed: { url: string } }>(
      'mutation { regenerateCalendarFeed { url } }',
      { token },
    );
    expect(regenerated.body.data?.regenerateCalendarFeed.url).not.toBe(url);
    const revoked = await kit.gql<{ revokeCalendarFeed: boolean }>('mutation { revokeCalendarFeed }', {
      token,
    });
    expect(revoked.body.data?.revokeCalendarFeed).toBe(true);
    const revokedAgain = await kit.gql<{ revokeCalendarFeed: boolean }>('mutation { revokeCalendarFeed }', {
      token,
    });
    expect(revokedAgain.body.data?.revokeCalendarFeed).toBe(false);
  });

  it('turns reminders off and on', async () => {
    const read = async () =>
      (
        await kit.gql<{ currentUser: { remindersEnabled: boolean } }>(
          '{ currentUser { remindersEnabled } }',
          { token },
        )
      ).body.data?.currentUser.remindersEnabled;
    expect(await read()).toBe(true);
    const off = await kit.gql<{ updateReminderPreference: boolean }>(
      'mutation { updateReminderPreference(enabled: false) }',
      { token },
    );
    expect(off.body.data?.updateReminderPreference).toBe(false);
    expect(await read()).toBe(false);
    await kit.gql('mutation { updateReminderPreference(enabled: true) }', { token });
    expect(await read()).toBe(true);
  });
});
