import { withIdentity } from '@grantflow/db/client';
import { managerLinks } from '@grantflow/db/schema/identity';
import { addDays } from '@grantflow/domain/dates/date-arithmetic';
import { toWireDate } from '@grantflow/domain/dates/to-wire-date';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestKit, createApiTestKit } from '../testing/api-test-kit.ts';
import { CREATE_FUNDER, CREATE_GRANT, CREATE_PROGRAM, failure } from '../testing/tracker-kit.ts';

// "All my organisations": a manager of A and C sees both, labelled, never B; a removed
// link drops its organisation at the next call; an ADMIN picks organisations explicitly.

const QUERY = `query ($start: String!, $end: String!, $ids: [ID!]) {
  combinedDeadlines(start: $start, end: $end, organizationIds: $ids) {
    organizations { id name }
    grantDeadlines { organization { id name } deadline { id deadline funder { name } } }
    reportDeadlines { organization { id } deadline { id deadline } }
  }
}`;

type Answer = {
  combinedDeadlines: {
    organizations: { id: string; name: string }[];
    grantDeadlines: {
      organization: { id: string; name: string };
      deadline: { deadline: string; funder: { name: string } };
    }[];
    reportDeadlines: { organization: { id: string } }[];
  };
};

let kit: ApiTestKit;
const org = { a: 0, b: 0, c: 0 };
const tokens = { manager: '', admin: '', userA: '', userB: '' };
let managerId = 0;
const today = toWireDate(new Date());
const range = { start: today, end: addDays(today, 90) };

/** One open application due `inDays` from today for the organisation, as one of its users. */
async function openDeadline(token: string, funder: string, inDays: number): Promise<void> {
  const created = await kit.gql<{ createFunder: { id: string } }>(CREATE_FUNDER, {
    token,
    variables: { params: { name: funder, type: 'FOUNDATION' } },
  });
  const funderId = created.body.data?.createFunder.id;
  const program = await kit.gql<{ createProgram: { id: string } }>(CREATE_PROGRAM, {
    token,
    variables: { name: `${funder} program`, yearlyGoal: 1000 },
  });
  const grant = await kit.gql(CREATE_GRANT, {
    token,
    variables: {
      funderId,
      programId: program.body.data?.createProgram.id,
      frequency: 'ONE_TIME',
      application: { deadline: addDays(today, inDays), deadlineType: 'REQUIRED', notApply: true },
    },
  });
  if (grant.body.errors) throw new Error(grant.raw);
}

beforeAll(async () => {
  kit = await createApiTestKit();
  org.a = await kit.createOrganization('Alder Trust');
  org.b = await kit.createOrganization('Birch Alliance');
  org.c = await kit.createOrganization('Cedar Works');
  managerId = await kit.createUser({
    email: 'consultant@example.org',
    organizationId: org.a,
    role: 'MANAGER',
  });
  await kit.linkManager(managerId, org.c);
  await kit.createUser({ email: 'admin@example.org', organizationId: org.b, role: 'ADMIN' });
  await kit.createUser({ email: 'c@example.org', organizationId: org.c });
  await kit.createUser({ email: 'a@example.org', organizationId: org.a });
  await kit.createUser({ email: 'b@example.org', organizationId: org.b });
  tokens.manager = await kit.login('consultant@example.org');
  tokens.admin = await kit.login('admin@example.org');
  tokens.userA = await kit.login('a@example.org');
  tokens.userB = await kit.login('b@example.org');
  await openDeadline(tokens.userA, 'Alder Funder', 10);
  await openDeadline(tokens.userB, 'Birch Funder', 5);
  await openDeadline(await kit.login('c@example.org'), 'Cedar Funder', 3);
});

afterAll(async () => {
  await kit?.close();
});

const ask = (token: string, ids?: (number | string)[]) =>
  kit.gql<Answer>(QUERY, { token, variables: { ...range, ids: ids?.map(String) ?? null } });

describe('combinedDeadlines', () => {
  it("gives a manager their own and linked organisations' deadlines, labelled and by date, never B's", async () => {
    const response = await ask(tokens.manager);
    const data = response.body.data?.combinedDeadlines;
    expect(data?.organizations).toEqual([
      { id: String(org.a), name: 'Alder Trust' },
      { id: String(org.c), name: 'Cedar Works' },
    ]);
    expect(
      data?.grantDeadlines.map((row) => [
        row.organization.name,
        row.deadline.funder.name,
        row.deadline.deadline,
      ]),
    ).toEqual([
      ['Cedar Works', 'Cedar Funder', addDays(today, 3)],
      ['Alder Trust', 'Alder Funder', addDays(today, 10)],
    ]);
    expect(response.raw).not.toContain('Birch');
  });

  it('narrows to the organisations asked for and refuses one outside the set', async () => {
    const only = await ask(tokens.manager, [org.c]);
    expect(only.body.data?.combinedDeadlines.grantDeadlines.map((row) => row.organization.id)).toEqual([
      String(org.c),
    ]);
    const refused = await ask(tokens.manager, [org.c, org.b]);
    expect(failure(refused).code).toBe('ORGANIZATION_NOT_FOUND');
    expect(refused.raw).not.toContain('Birch');
  });

  it('gives a USER only their own organisation, whatever they ask for', async () => {
    const own = await ask(tokens.userB);
    expect(own.body.data?.combinedDeadlines.organizations.map((o) => o.id)).toEqual([String(org.b)]);
    expect(failure(await ask(tokens.userB, [org.a])).code).toBe('ORGANIZATION_NOT_FOUND');
  });

  it('lets an ADMIN pick organisations explicitly (their own without a pick)', async () => {
    const own = await ask(tokens.admin);
    expect(own.body.data?.combinedDeadlines.organizations.map((o) => o.id)).toEqual([String(org.b)]);
    const picked = await ask(tokens.admin, [org.a, org.c]);
    expect(picked.body.data?.combinedDeadlines.grantDeadlines.map((row) => row.deadline.funder.name)).toEqual(
      ['Cedar Funder', 'Alder Funder'],
    );
    expect(failure(await ask(tokens.admin, [2_000_000_000])).code).toBe('ORGANIZATION_NOT_FOUND');
  });

  it('checks access before the range, and the range after', async () => {
    expect(failure(await kit.gql(QUERY, { variables: { ...range } })).code).toBe('UNAUTHORIZED');
    const backwards = await kit.gql(QUERY, {
      token: tokens.manager,
      variables: { start: range.end, end: range.start },
    });
    expect(failure(backwards).code).toBe('VALIDATION');
  });

  it('drops an organisation at once when its manager link is removed', async () => {
    await withIdentity(kit.database.db, (tx) =>
      tx
        .delete(managerLinks)
        .where(and(eq(managerLinks.userId, managerId), eq(managerLinks.organizationId, org.c))),
    );
    const response = await ask(tokens.manager);
    expect(response.body.data?.combinedDeadlines.organizations.map((o) => o.id)).toEqual([String(org.a)]);
    expect(response.raw).not.toContain('Cedar');
    expect(failure(await ask(tokens.manager, [org.c])).code).toBe('ORGANIZATION_NOT_FOUND');
  });
});

describe('combinedCalendarFeed', () => {
  const FEED = '{ combinedCalendarFeed { url path } }';

  it("is the caller's own, stable until regenerated, revocable, and apart from the organisation's feed", async () => {
    const first = await kit.gql<{ combinedCalendarFeed: { path: string } }>(FEED, { token: tokens.userA });
    const path = first.body.data?.combinedCalendarFeed.path ?? '';
    expect(path).toMatch(new RegExp(`^/calendar/${org.a}-[A-Za-z0-9_-]{43}\\.ics$`));
    const again = await kit.gql<{ combinedCalendarFeed: { path: string } }>(FEED, { token: tokens.userA });
    expect(again.body.data?.combinedCalendarFeed.path).toBe(path);
    const single = await kit.gql<{ calendarFeed: { path: string } }>('{ calendarFeed { path } }', {
      token: tokens.userA,
    });
    expect(single.body.data?.calendarFeed.path).not.toBe(path);

    const regenerated = await kit.gql<{ regenerateCombinedCalendarFeed: { path: string } }>(
      'mutation { regenerateCombinedCalendarFeed { path } }',
      { token: tokens.userA },
    );
    expect(regenerated.body.data?.regenerateCombinedCalendarFeed.path).not.toBe(path);
    const revoke = 'mutation { revokeCombinedCalendarFeed }';
    expect((await kit.gql(revoke, { token: tokens.userA })).body.data).toEqual({
      revokeCombinedCalendarFeed: true,
    });
    expect((await kit.gql(revoke, { token: tokens.userA })).body.data).toEqual({
      revokeCombinedCalendarFeed: false,
    });
    // The organisation's own feed was not revoked with it.
    const still = await kit.gql<{ calendarFeed: { path: string } }>('{ calendarFeed { path } }', {
      token: tokens.userA,
    });
    expect(still.body.data?.calendarFeed.path).toBe(single.body.data?.calendarFeed.path);
  });

  it('refuses anonymous callers', async () => {
    expect(failure(await kit.gql(FEED)).code).toBe('UNAUTHORIZED');
  });
});

describe("an ADMIN's combined calendar feed of picked organisations", () => {
  type Feed = { path: string; organizationIds: string[] | null };
  const SHOW = `query ($ids: [ID!]) { feed: combinedCalendarFeed(organizationIds: $ids) { path organizationIds } }`;
  const REGENERATE = `mutation ($ids: [ID!]) { feed: regenerateCombinedCalendarFeed(organizationIds: $ids) { path organizationIds } }`;
  const call = (query: string, token: string, ids?: (number | string)[]) =>
    kit.gql<{ feed: Feed }>(query, { token, variables: { ids: ids?.map(String) ?? null } });

  it('keeps the organisations picked when the URL is created, until regenerated', async () => {
    const first = (await call(SHOW, tokens.admin, [org.c, org.a])).body.data?.feed;
    expect(first?.organizationIds?.slice().sort()).toEqual([String(org.a), String(org.c)].sort());
    // An existing feed keeps its organisations whatever is picked now.
    const again = (await call(SHOW, tokens.admin, [org.b])).body.data?.feed;
    expect(again).toEqual(first);
    const changed = (await call(REGENERATE, tokens.admin, [org.b])).body.data?.feed;
    expect(changed?.path).not.toBe(first?.path);
    expect(changed?.organizationIds).toEqual([String(org.b)]);
    const own = (await call(REGENERATE, tokens.admin)).body.data?.feed;
    expect(own?.organizationIds).toBeNull();
  });

  it('refuses more than 20 organisations and unknown ones, and creates nothing then', async () => {
    await kit.gql('mutation { revokeCombinedCalendarFeed }', { token: tokens.admin });
    const many = Array.from({ length: 21 }, (_, index) => org.a + index);
    const tooMany = failure(await call(REGENERATE, tokens.admin, many));
    expect(tooMany.code).toBe('VALIDATION');
    expect(failure(await call(SHOW, tokens.admin, [2_000_000_000])).code).toBe('ORGANIZATION_NOT_FOUND');
    const revoked = await kit.gql('mutation { revokeCombinedCalendarFeed }', { token: tokens.admin });
    expect(revoked.body.data).toEqual({ revokeCombinedCalendarFeed: false });
  });

  it('refuses another organisation to a USER or MANAGER, and stores no pick of theirs', async () => {
    expect(failure(await call(SHOW, tokens.userB, [org.a])).code).toBe('ORGANIZATION_NOT_FOUND');
    expect(failure(await call(REGENERATE, tokens.manager, [org.b])).code).toBe('ORGANIZATION_NOT_FOUND');
    const own = (await call(REGENERATE, tokens.manager, [org.a])).body.data?.feed;
    expect(own?.organizationIds).toBeNull();
  });
});
