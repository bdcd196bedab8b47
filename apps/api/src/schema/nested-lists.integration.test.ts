import { createAdminPool } from '@grantflow/db/testing/test-database';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestKit, createApiTestKit } from '../testing/api-test-kit.ts';
import { CREATE_FUNDER, CREATE_GRANT, CREATE_PROGRAM, failure } from '../testing/tracker-kit.ts';

// Organization.funders / programs, Funder.grants / awards, Grant.applications (docs/product.md, Nested lists):
// each answers what the top-level list (or a plain SQL query) answers for the same parent, pages and
// totals included, for a USER, a MANAGER (linked and not) and an ADMIN acting by header.

let kit: ApiTestKit;
let admin: pg.Pool;
const org = { main: 0, linked: 0, other: 0 };
const tokens = { staff: '', manager: '', admin: '', outsider: '' };
let acmeId = '';

type Call = { token: string; organizationId?: number };

async function ok<T>(call: Call, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await kit.gql<T>(query, { ...call, variables });
  if (response.body.errors || !response.body.data) throw new Error(`GraphQL failed: ${response.raw}`);
  return response.body.data;
}

const sqlRows = async <R extends pg.QueryResultRow>(text: string, params: unknown[]) =>
  (await admin.query<R>(text, params)).rows;

async function seed(call: Call, prefix: string) {
  const program = (name: string) =>
    ok<{ createProgram: { id: string } }>(call, CREATE_PROGRAM, {
      name: `${prefix} ${name}`,
      yearlyGoal: 1000,
    });
  const beta = (await program('beta')).createProgram.id;
  const alpha = (await program('Alpha')).createProgram.id;
  const funder = async (name: string) =>
    (
      await ok<{ createFunder: { id: string } }>(call, CREATE_FUNDER, {
        params: { name: `${prefix} ${name}`, type: 'FOUNDATION' },
      })
    ).createFunder.id;
  const acme = await funder('Acme');
  const birch = await funder('Birch');
  await funder('Cedar');
  const awarded = (deadline: string, receivementDate: string | null, amountAwarded: number) => ({
    deadline,
    deadlineType: 'REQUIRED',
    notApply: false,
    submission: { submissionDate: deadline, amountRequested: amountAwarded },
    award: { amountAwarded, ...(receivementDate ? { receivementDate } : {}) },
  });
  const grant = (funderId: string, programId: string, application: Record<string, unknown>, count = 1) =>
    ok(call, CREATE_GRANT, {
      funderId,
      programId,
      frequency: count > 1 ? 'RECURRING' : 'ONE_TIME',
      recurrenceCount: count > 1 ? count : null,
      application,
    });
  await grant(acme, beta, awarded('2023-02-01', '2023-05-01', 100));
  await grant(acme, alpha, awarded('2022-03-01', '2024-01-10', 200));
  await grant(acme, beta, { deadline: '2024-06-01', deadlineType: 'REQUIRED', notApply: true }, 4);
  await grant(acme, alpha, awarded('2021-01-15', null, 300));
  await grant(birch, alpha, awarded('2020-04-01', '2020-09-01', 50));
  return acme;
}

beforeAll(async () => {
  kit = await createApiTestKit();
  admin = createAdminPool(kit.database.url, 2);
  org.main = await kit.createOrganization('Main Org', '2019-07-01');
  org.linked = await kit.createOrganization('Linked Org');
  org.other = await kit.createOrganization('Other Org');
  await kit.createUser({ email: 'staff@example.org', organizationId: org.main });
  const manager = await kit.createUser({
    email: 'manager@example.org',
    organizationId: org.main,
    role: 'MANAGER',
  });
  await kit.linkManager(manager, org.linked);
  await kit.createUser({ email: 'admin@example.org', organizationId: org.other, role: 'ADMIN' });
  await kit.createUser({ email: 'outsider@example.org', organizationId: org.other });
  tokens.staff = await kit.login('staff@example.org');
  tokens.manager = await kit.login('manager@example.org');
  tokens.admin = await kit.login('admin@example.org');
  tokens.outsider = await kit.login('outsider@example.org');
  acmeId = await seed({ token: tokens.staff }, 'Main');
  await seed({ token: tokens.manager, organizationId: org.linked }, 'Linked');
  await seed({ token: tokens.outsider }, 'Other');
});

afterAll(async () => {
  await admin?.end();
  await kit?.close();
});

const NESTED = `query ($org: ID, $grants: PaginationInput, $applications: PaginationInput, $awards: PaginationInput) {
  listFunders(filters: { organizationId: $org }) { items { id organizationId
    grants(pagination: $grants) { total items { id program { name }
      applications(pagination: $applications) { total items { id deadline displayStatus } } } }
    awards(pagination: $awards) { total items { id amountAwarded grant { id } } }
  } }
}`;

interface Nested {
  listFunders: {
    items: {
      id: string;
      organizationId: string;
      grants: {
        total: number;
        items: {
          id: string;
          program: { name: string } | null;
          applications: { total: number; items: { id: string; deadline: string; displayStatus: string }[] };
        }[];
      };
      awards: { total: number; items: { id: string; amountAwarded: number; grant: { id: string } }[] };
    }[];
  };
}

/** The grant ids of a funder by program name (case-insensitive), then id: the contract, in plain SQL. */
const grantIdsOf = async (funderId: string) =>
  (
    await sqlRows<{ id: number }>(
      `select g.id from grants g left join programs p on p.id = g.program_id and p.organization_id = g.organization_id
       where g.funder_id = $1 order by lower(p.name) asc nulls last, g.id`,
      [funderId],
    )
  ).map((row) => String(row.id));

const applicationIdsOf = async (grantId: string) =>
  (
    await sqlRows<{ id: number }>('select id from applications where grant_id = $1 order by deadline, id', [
      grantId,
    ])
  ).map((row) => String(row.id));

const awardIdsOf = async (funderId: string) =>
  (
    await sqlRows<{ id: number }>(
      `select id from applications where funder_id = $1 and status = 'AWARDED'
       order by coalesce(receivement_date, fiscal_date, deadline) desc, id desc`,
      [funderId],
    )
  ).map((row) => String(row.id));

describe('Funder.grants, Funder.awards and Grant.applications under listFunders', () => {
  it("answers each funder's lists as plain SQL does, for every funder of the page", async () => {
    const data = await ok<Nested>({ token: tokens.staff }, NESTED, {
      grants: { pageSize: 100 },
      applications: { pageSize: 100 },
      awards: { pageSize: 100 },
    });
    expect(data.listFunders.items).toHaveLength(3);
    for (const funder of data.listFunders.items) {
      expect(funder.organizationId).toBe(String(org.main));
      const grants = await grantIdsOf(funder.id);
      expect(funder.grants.items.map((grant) => grant.id)).toEqual(grants);
      expect(funder.grants.total).toBe(grants.length);
      for (const grant of funder.grants.items) {
        const applications = await applicationIdsOf(grant.id);
        expect(grant.applications.items.map((application) => application.id)).toEqual(applications);
        expect(grant.applications.total).toBe(applications.length);
      }
      const awards = await awardIdsOf(funder.id);
      expect(funder.awards.items.map((award) => award.id)).toEqual(awards);
      expect(funder.awards.total).toBe(awards.length);
    }
    const acme = data.listFunders.items.find((funder) => funder.id === acmeId);
    expect(acme?.grants.items.map((grant) => grant.program?.name)).toEqual([
      'Main Alpha',
      'Main Alpha',
      'Main beta',
      'Main beta',
    ]);
    expect(acme?.awards.items.map((award) => award.amountAwarded)).toEqual([200, 100, 300]);
  });

  it('pages each list with its total; a page past the end is empty and keeps the total', async () => {
    const data = await ok<Nested>({ token: tokens.staff }, NESTED, {
      grants: { page: 2, pageSize: 3 },
      applications: { page: 2, pageSize: 2 },
      awards: { page: 2, pageSize: 2 },
    });
    const acme = data.listFunders.items.find((funder) => funder.id === acmeId);
    const grants = await grantIdsOf(acmeId);
    expect(acme?.grants).toMatchObject({ total: 4 });
    expect(acme?.grants.items.map((grant) => grant.id)).toEqual(grants.slice(3, 6));
    const recurring = acme?.grants.items[0];
    expect(recurring?.applications.total).toBe(4);
    expect(recurring?.applications.items.map((application) => application.id)).toEqual(
      (await applicationIdsOf(recurring?.id ?? '')).slice(2, 4),
    );
    expect(acme?.awards.items.map((award) => award.id)).toEqual((await awardIdsOf(acmeId)).slice(2, 4));
    const past = await ok<Nested>({ token: tokens.staff }, NESTED, { grants: { page: 9, pageSize: 3 } });
    expect(past.listFunders.items.find((funder) => funder.id === acmeId)?.grants).toEqual({
      total: 4,
      items: [],
    });
  });

  it("answers Grant.applications' items as listApplications does, in its order and direction", async () => {
    const LIST = `query { listApplications(pagination: { pageSize: 100, orderBy: { field: deadline, direction: DESC } }) {
      items { id deadline displayStatus grant { id } } } }`;
    const all = (
      await ok<{
        listApplications: {
          items: { id: string; deadline: string; displayStatus: string; grant: { id: string } }[];
        };
      }>({ token: tokens.staff }, LIST)
    ).listApplications.items;
    const data = await ok<Nested>({ token: tokens.staff }, NESTED, {
      applications: { pageSize: 100, orderBy: { field: 'deadline', direction: 'DESC' } },
    });
    for (const funder of data.listFunders.items) {
      for (const grant of funder.grants.items) {
        expect(grant.applications.items).toEqual(
          all
            .filter((application) => application.grant.id === grant.id)
            .map(({ grant: _grant, ...application }) => application),
        );
      }
    }
  });

  it('reads a linked organisation for its MANAGER and any organisation for an ADMIN acting by header', async () => {
    const asManager = await ok<Nested>({ token: tokens.manager, organizationId: org.linked }, NESTED);
    const asAdmin = await ok<Nested>({ token: tokens.admin }, NESTED, { org: String(org.linked) });
    expect(asManager.listFunders.items.map((funder) => funder.organizationId)).toEqual([
      String(org.linked),
      String(org.linked),
      String(org.linked),
    ]);
    expect(asAdmin).toEqual(asManager);
    const adminOfMain = await ok<Nested>({ token: tokens.admin, organizationId: org.main }, NESTED);
    expect(adminOfMain).toEqual(await ok<Nested>({ token: tokens.staff }, NESTED));
  });

  it('refuses a MANAGER for an organisation they are not linked to', async () => {
    const response = await kit.gql(NESTED, { token: tokens.manager, organizationId: org.other });
    expect(failure(response).code).toBe('ORGANIZATION_NOT_FOUND');
  });
});

const ORGANIZATION_LISTS = `query ($search: String, $pagination: PaginationInput, $sort: FunderSort, $fiscalYear: Int) {
  listOrganizations { id
    funders(filters: { search: $search }, pagination: $pagination, sort: $sort) { total items { id name } }
    programs(fiscalYear: $fiscalYear) { id name fiscalYear achievedAmount }
  }
}`;
const TOP_LEVEL = `query ($org: ID, $search: String, $pagination: PaginationInput, $sort: FunderSort, $fiscalYear: Int) {
  listFunders(filters: { organizationId: $org, search: $search }, pagination: $pagination, sort: $sort) { total items { id name } }
  listPrograms(organizationId: $org, fiscalYear: $fiscalYear) { id name fiscalYear achievedAmount }
}`;

interface Lists {
  funders: { total: number; items: { id: string; name: string }[] };
  programs: { id: string; name: string }[];
}

describe('Organization.funders and Organization.programs', () => {
  it.each([
    ['USER', 'staff'],
    ['MANAGER', 'manager'],
    ['ADMIN', 'admin'],
  ] as const)(
    'answer as listFunders / listPrograms naming the organisation, for a %s',
    async (_role, who) => {
      const variables = {
        search: 'a',
        pagination: { page: 1, pageSize: 2 },
        sort: { field: 'WIN_RATE', direction: 'DESC' },
        fiscalYear: 2023,
      };
      const token = tokens[who];
      const organizations = (
        await ok<{ listOrganizations: ({ id: string } & Lists)[] }>({ token }, ORGANIZATION_LISTS, variables)
      ).listOrganizations;
      expect(organizations.length).toBeGreaterThan(0);
      for (const organization of organizations) {
        const top = await ok<{ listFunders: Lists['funders']; listPrograms: Lists['programs'] }>(
          { token },
          TOP_LEVEL,
          { ...variables, org: organization.id },
        );
        expect(organization.funders).toEqual(top.listFunders);
        expect(organization.programs).toEqual(top.listPrograms);
        expect(organization.funders.total).toBeGreaterThan(0);
      }
    },
  );

  it("reads the caller's own organisation under currentUser, whatever the header names", async () => {
    const query = '{ currentUser { organization { id funders { total items { name } } } } }';
    const own = await ok<{ currentUser: { organization: { funders: { total: number } } } }>(
      { token: tokens.manager, organizationId: org.linked },
      query,
    );
    const names = await sqlRows<{ name: string }>(
      'select name from funders where organization_id = $1 order by lower(name), id',
      [org.main],
    );
    expect(own.currentUser.organization.funders).toEqual({ total: names.length, items: names });
  });

  it('refuses getOrganization of an organisation the caller may not act for, nested lists included', async () => {
    const query = 'query ($id: ID!) { getOrganization(id: $id) { funders { total } programs { id } } }';
    for (const token of [tokens.staff, tokens.manager]) {
      const response = await kit.gql(query, { token, variables: { id: String(org.other) } });
      expect(failure(response).code).toBe('ORGANIZATION_NOT_FOUND');
      expect(response.body.data).toBeNull();
    }
  });
});
