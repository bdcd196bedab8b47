import type { Db, DbExecutor } from '@grantflow/db/client';
import { folders } from '@grantflow/db/schema/documents';
import { funderLocations, funders } from '@grantflow/db/schema/funders';
import { applications, grants, reports } from '@grantflow/db/schema/grants';
import { managerLinks, organizations, users } from '@grantflow/db/schema/identity';
import { programs, programYearlyGoals } from '@grantflow/db/schema/programs';
import { sql } from 'drizzle-orm';
import { type OrganizationPlan, type PlanOptions, planOrganization } from './build-organization.ts';
import {
  HARBOR_FUNDERS,
  HARBOR_PROGRAMS,
  MAIN_FUNDERS,
  MAIN_PROGRAMS,
  PRAIRIE_FUNDERS,
  PRAIRIE_PROGRAMS,
} from './catalog.ts';
import { toIsoDate } from './dates.ts';
import { DEMO_PASSWORD_HASH } from './demo-password.ts';
import { seedDemoOpportunities } from './opportunities.ts';
import { createRandom } from './random.ts';

export const DEMO_ORGANIZATION_NAME = 'Riverbend Community Foundation';
export { DEMO_PASSWORD } from './demo-password.ts';

export interface SeedOptions {
  /** Defaults to today (UTC); demo dates are relative to it so the data stays fresh. */
  today?: string;
  seed?: number;
}

export interface SeedResult {
  created: boolean;
  organizationIds: { main: number; harbor: number; prairie: number } | null;
}

const BATCH = 500;

async function insertBatched<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

function setTenant(tx: DbExecutor, organizationId: number) {
  return tx.execute(sql`select set_config('app.organization_id', ${String(organizationId)}, true)`);
}

/** Inserts one organisation's plan; RETURNING keeps the VALUES order, which maps plan indexes to ids. */
async function insertPlan(tx: DbExecutor, organizationId: number, plan: OrganizationPlan): Promise<void> {
  await setTenant(tx, organizationId);
  const funderRows = await tx
    .insert(funders)
    .values(plan.funders.map(({ location: _location, ...funder }) => ({ ...funder, organizationId })))
    .returning({ id: funders.id });
  const funderIds = funderRows.map((r) => r.id);
  await tx
    .insert(funderLocations)
    .values(
      plan.funders.map((f, i) => ({ ...f.location, organizationId, funderId: funderIds[i] as number })),
    );
  await tx.insert(folders).values(
    funderIds.flatMap((funderId) =>
      ['Applications', 'Reports', 'Correspondence'].map((name) => ({
        organizationId,
        funderId,
        name,
        path: `/${name}`,
      })),
    ),
  );

  const programRows = await tx
    .insert(programs)
    .values(plan.programs.map((p) => ({ organizationId, name: p.name })))
    .returning({ id: programs.id });
  const programIds = programRows.map((r) => r.id);
  await tx
    .insert(programYearlyGoals)
    .values(
      plan.programs.flatMap((p, i) =>
        p.goals.map((g) => ({ ...g, organizationId, programId: programIds[i] as number })),
      ),
    );

  const grantRows = await tx
    .insert(grants)
    .values(
      plan.grants.map((g) => ({
        organizationId,
        funderId: funderIds[g.funderIndex] as number,
        programId: programIds[g.programIndex] as number,
        frequency: g.frequency,
        recurrenceCount: g.recurrenceCount,
      })),
    )
    .returning({ id: grants.id });

  const planned = plan.grants.flatMap((g, i) =>
    g.applications.map((a) => ({ grantId: grantRows[i]?.id as number, a })),
  );
  const applicationIds: number[] = [];
  await insertBatched(planned, async (chunk) => {
    const rows = await tx
      .insert(applications)
      .values(chunk.map(({ grantId, a: { reports: _reports, ...a } }) => ({ ...a, organizationId, grantId })))
      .returning({ id: applications.id });
    applicationIds.push(...rows.map((r) => r.id));
  });
  const reportRows = planned.flatMap(({ a }, i) =>
    a.reports.map((r) => ({ ...r, organizationId, applicationId: applicationIds[i] as number })),
  );
  await insertBatched(reportRows, (chunk) => tx.insert(reports).values(chunk));
}

/**
 * Loads the demo organisations and users in one transaction. Does nothing when the
 * demo organisation already exists. Works through the services' role (it switches the RLS settings
 * itself) or a superuser connection.
 */
export async function seedDemoData(db: Db, options: SeedOptions = {}): Promise<SeedResult> {
  const today = options.today ?? toIsoDate(new Date());
  const rng = createRandom(options.seed ?? 20240701);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('grantflow.demo-seed'))`);
    await tx.execute(sql`select set_config('app.identity', 'on', true)`);
    const existing = await tx
      .select({ id: organizations.id })
      .from(organizations)
      .where(sql`${organizations.name} = ${DEMO_ORGANIZATION_NAME}`);
    if (existing.length > 0) return { created: false, organizationIds: null };

    const orgRows = await tx
      .insert(organizations)
      .values([
        { name: DEMO_ORGANIZATION_NAME, fiscalYearStart: '2015-07-01' },
        { name: 'Harbor Lights Youth Alliance', fiscalYearStart: '2018-01-01' },
        { name: 'Prairie Arts Collective', fiscalYearStart: '2019-10-01' },
      ])
      .returning({ id: organizations.id });
    const [main, harbor, prairie] = orgRows.map((r) => r.id) as [number, number, number];

    const verifiedAt = new Date();
    const userRows = await tx
      .insert(users)
      .values([
        {
          email: 'admin@example.org',
          passwordHash: DEMO_PASSWORD_HASH,
          role: 'ADMIN',
          organizationId: main,
          verifiedAt,
        },
        {
          email: 'manager@example.org',
          passwordHash: DEMO_PASSWORD_HASH,
          role: 'MANAGER',
          organizationId: harbor,
          verifiedAt,
        },
        {
          email: 'staff@example.org',
          passwordHash: DEMO_PASSWORD_HASH,
          role: 'USER',
          organizationId: main,
          verifiedAt,
        },
        {
          email: 'expired@example.org',
          passwordHash: DEMO_PASSWORD_HASH,
          role: 'USER',
          authorized: false,
          organizationId: main,
          verifiedAt,
        },
      ])
      .returning({ id: users.id });
    const managerId = userRows[1]?.id as number;
    await tx.insert(managerLinks).values([
      { userId: managerId, organizationId: main },
      { userId: managerId, organizationId: prairie },
    ]);

    const plans: [number, PlanOptions][] = [
      [
        main,
        {
          funders: MAIN_FUNDERS,
          programs: MAIN_PROGRAMS,
          applications: 150,
          upcomingShare: 0.17,
          today,
          fiscalYearStart: { month: 7, day: 1 },
        },
      ],
      [
        harbor,
        {
          funders: HARBOR_FUNDERS,
          programs: HARBOR_PROGRAMS,
          applications: 15,
          upcomingShare: 0.2,
          today,
          fiscalYearStart: { month: 1, day: 1 },
          pausedEvery: 100,
        },
      ],
      [
        prairie,
        {
          funders: PRAIRIE_FUNDERS,
          programs: PRAIRIE_PROGRAMS,
          applications: 10,
          upcomingShare: 0.2,
          today,
          fiscalYearStart: { month: 10, day: 1 },
          pausedEvery: 100,
        },
      ],
    ];
    for (const [organizationId, planOptions] of plans) {
      await insertPlan(tx, organizationId, planOrganization(rng, planOptions));
    }
    await seedDemoOpportunities(tx, today);
    return { created: true, organizationIds: { main, harbor, prairie } };
  });
}
