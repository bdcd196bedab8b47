import { withIdentity } from '@grantflow/db/client';
import { managerLinks } from '@grantflow/db/schema/identity';
import { auditEvents } from '@grantflow/db/schema/platform';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestKit, createApiTestKit } from '../testing/api-test-kit.ts';

const USER_FIELDS = 'id email role authorized organization { id name } managedOrganizations { id name }';

let kit: ApiTestKit;
const org = { main: 0, beta: 0 };
const id = { admin: 0, manager: 0, staff: 0, other: 0 };
const tokens = { admin: '', manager: '', staff: '', expired: '' };

beforeAll(async () => {
  kit = await createApiTestKit();
  org.main = await kit.createOrganization('Main Org', '2020-07-01');
  org.beta = await kit.createOrganization('beta Org');
  id.admin = await kit.createUser({ email: 'admin@example.org', organizationId: org.main, role: 'ADMIN' });
  id.manager = await kit.createUser({
    email: 'manager@example.org',
    organizationId: org.main,
    role: 'MANAGER',
  });
  id.staff = await kit.createUser({ email: 'staff@example.org', organizationId: org.main });
  id.other = await kit.createUser({ email: 'other@example.org', organizationId: org.beta });
  await kit.createUser({ email: 'expired@example.org', organizationId: org.main, authorized: false });
  tokens.admin = await kit.login('admin@example.org');
  tokens.manager = await kit.login('manager@example.org');
  tokens.staff = await kit.login('staff@example.org');
  tokens.expired = await kit.login('expired@example.org');
});

afterAll(async () => {
  await kit?.close();
});

const lastAudit = () =>
  withIdentity(kit.database.db, (tx) =>
    tx
      .select({
        action: auditEvents.action,
        actor: auditEvents.actorUserId,
        organizationId: auditEvents.organizationId,
        targetId: auditEvents.targetId,
        metadata: auditEvents.metadata,
      })
      .from(auditEvents)
      .orderBy(desc(auditEvents.id))
      .limit(1),
  ).then((rows) => rows[0]);

describe('admin operations refuse everyone but ADMIN', () => {
  const operations = [
    '{ adminListOrganizations { id } }',
    '{ adminListUsers { id } }',
    `mutation { adminUpdateUser(id: "1", role: ADMIN) { id } }`,
    `mutation { adminLinkManager(userId: "1", organizationId: "1") { id } }`,
    `mutation { adminUnlinkManager(userId: "1", organizationId: "1") { id } }`,
  ];

  it.each(operations)('%s', async (query) => {
    for (const [token, code] of [
      [tokens.manager, 'FORBIDDEN'],
      [tokens.staff, 'FORBIDDEN'],
      [tokens.expired, 'UNAUTHORIZED'],
      [undefined, 'UNAUTHORIZED'],
    ] as const) {
      const response = await kit.gql(query, token ? { token } : {});
      expect(response.body.data).toBeNull();
      expect(response.body.errors?.map((e) => e.extensions?.code)).toEqual([code]);
    }
  });

  it('audits a denial', async () => {
    await kit.gql('{ adminListUsers { id } }', { token: tokens.staff });
    expect(await lastAudit()).toMatchObject({ action: 'auth.authorization.denied', actor: id.staff });
  });
});

describe('admin page', () => {
  it('lists every organisation with its user count', async () => {
    const response = await kit.gql('{ adminListOrganizations { id name userCount currentFiscalYear } }', {
      token: tokens.admin,
    });
    expect(response.body.data?.adminListOrganizations).toEqual([
      { id: String(org.beta), name: 'beta Org', userCount: 1, currentFiscalYear: expect.any(Number) },
      { id: String(org.main), name: 'Main Org', userCount: 4, currentFiscalYear: expect.any(Number) },
    ]);
  });

  it('lists users, filtered by e-mail and organisation', async () => {
    const response = await kit.gql<{ adminListUsers: { email: string }[] }>(
      'query ($s: String, $o: ID) { adminListUsers(search: $s, organizationId: $o) { email } }',
      { token: tokens.admin, variables: { s: 'R@EX', o: String(org.main) } },
    );
    expect(response.body.data?.adminListUsers.map((u) => u.email)).toEqual(['manager@example.org']);
    const beta = await kit.gql<{ adminListUsers: { email: string }[] }>(
      'query ($o: ID) { adminListUsers(organizationId: $o) { email } }',
      { token: tokens.admin, variables: { o: String(org.beta) } },
    );
    expect(beta.body.data?.adminListUsers.map((u) => u.email)).toEqual(['other@example.org']);
    const wildcard = await kit.gql<{ adminListUsers: unknown[] }>('{ adminListUsers(search: "%") { id } }', {
      token: tokens.admin,
    });
    expect(wildcard.body.data?.adminListUsers).toEqual([]);
  });

  it('links and unlinks a manager; access to the organisation follows at once', async () => {
    const probe = () => kit.gql('{ listOrganizations { name } }', { token: tokens.manager });
    expect((await probe()).body.data).toEqual({ listOrganizations: [{ name: 'Main Org' }] });

    const linked = await kit.gql(
      `mutation ($u: ID!, $o: ID!) { adminLinkManager(userId: $u, organizationId: $o) { ${USER_FIELDS} } }`,
      { token: tokens.admin, variables: { u: String(id.manager), o: String(org.beta) } },
    );
    expect(linked.body.data).toMatchObject({
      adminLinkManager: { managedOrganizations: [{ id: String(org.beta), name: 'beta Org' }] },
    });
    expect(await lastAudit()).toMatchObject({
      action: 'manager_link.added',
      actor: id.admin,
      organizationId: org.beta,
      targetId: String(id.manager),
    });
    expect((await probe()).body.data).toEqual({
      listOrganizations: [{ name: 'beta Org' }, { name: 'Main Org' }],
    });
    const actForBeta = () =>
      kit.gql('mutation ($id: ID!) { updateOrganization(id: $id, params: {}) { id } }', {
        token: tokens.manager,
        variables: { id: String(org.beta) },
      });
    expect((await actForBeta()).body.data).toEqual({ updateOrganization: { id: String(org.beta) } });

    const unlinked = await kit.gql(
      `mutation ($u: ID!, $o: ID!) { adminUnlinkManager(userId: $u, organizationId: $o) { managedOrganizations { id } } }`,
      { token: tokens.admin, variables: { u: String(id.manager), o: String(org.beta) } },
    );
    expect(unlinked.body.data).toEqual({ adminUnlinkManager: { managedOrganizations: [] } });
    expect(await lastAudit()).toMatchObject({ action: 'manager_link.removed', organizationId: org.beta });
    // Same token, next request: beta is gone from the picker and refused as the effective organisation.
    expect((await probe()).body.data).toEqual({ listOrganizations: [{ name: 'Main Org' }] });
    const refused = await actForBeta();
    expect(refused.body.data).toBeNull();
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('ORGANIZATION_NOT_FOUND');
  });

  it('refuses to link a user who is not a manager, or an unknown organisation', async () => {
    const link = (u: number, o: number) =>
      kit.gql(`mutation ($u: ID!, $o: ID!) { adminLinkManager(userId: $u, organizationId: $o) { id } }`, {
        token: tokens.admin,
        variables: { u: String(u), o: String(o) },
      });
    expect((await link(id.staff, org.beta)).body.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    expect((await link(id.manager, 999_999)).body.errors?.[0]?.extensions?.code).toBe(
      'ORGANIZATION_NOT_FOUND',
    );
    expect((await link(999_999, org.beta)).body.errors?.[0]?.extensions?.code).toBe('USER_NOT_FOUND');
  });

  it("changes a user's role and access, ending their sessions at once", async () => {
    const token = await kit.login('other@example.org');
    const update = (variables: Record<string, unknown>) =>
      kit.gql(
        `mutation ($id: ID!, $role: Role, $authorized: Boolean) { adminUpdateUser(id: $id, role: $role, authorized: $authorized) { role authorized } }`,
        { token: tokens.admin, variables: { id: String(id.other), ...variables } },
      );
    expect((await update({ role: 'MANAGER' })).body.data).toEqual({
      adminUpdateUser: { role: 'MANAGER', authorized: true },
    });
    expect(await lastAudit()).toMatchObject({
      action: 'user.role.changed',
      organizationId: org.beta,
      metadata: { from: 'USER', to: 'MANAGER' },
    });
    const me = await kit.gql('{ currentUser { id } }', { token });
    expect(me.body.data).toEqual({ currentUser: null });

    const again = await kit.login('other@example.org');
    expect((await update({ authorized: false })).body.data).toEqual({
      adminUpdateUser: { role: 'MANAGER', authorized: false },
    });
    expect(await lastAudit()).toMatchObject({
      action: 'user.authorized.changed',
      metadata: { from: true, to: false },
    });
    expect((await kit.gql('{ currentUser { id } }', { token: again })).body.data).toEqual({
      currentUser: null,
    });
  });

  it('drops the links of a manager who is demoted', async () => {
    await withIdentity(kit.database.db, (tx) =>
      tx.insert(managerLinks).values({ userId: id.other, organizationId: org.main }),
    );
    await kit.gql(`mutation ($id: ID!) { adminUpdateUser(id: $id, role: USER) { id } }`, {
      token: tokens.admin,
      variables: { id: String(id.other) },
    });
    const links = await withIdentity(kit.database.db, (tx) =>
      tx.select().from(managerLinks).where(eq(managerLinks.userId, id.other)),
    );
    expect(links).toEqual([]);
  });

  it('does not let an admin change their own account', async () => {
    const response = await kit.gql(`mutation ($id: ID!) { adminUpdateUser(id: $id, role: USER) { id } }`, {
      token: tokens.admin,
      variables: { id: String(id.admin) },
    });
    expect(response.body.errors?.[0]?.extensions?.code).toBe('VALIDATION');
  });
});
