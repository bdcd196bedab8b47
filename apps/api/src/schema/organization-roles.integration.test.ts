import { withIdentity } from '@grantflow/db/client';
import { managerLinks, users } from '@grantflow/db/schema/identity';
import { currentFiscalYear } from '@grantflow/domain/fiscal-year/fiscal-year-of';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestKit, createApiTestKit } from '../testing/api-test-kit.ts';

const UPDATE = `mutation ($id: ID!, $params: OrganizationParams!) {
  updateOrganization(id: $id, params: $params) { id name fiscalYearStart currentFiscalYear }
}`;

let kit: ApiTestKit;
const org = { main: 0, linked: 0, other: 0 };
const id = { manager: 0, staff: 0 };
const tokens = { admin: '', manager: '', staff: '', outsider: '' };

beforeAll(async () => {
  kit = await createApiTestKit();
  org.main = await kit.createOrganization('Main Org', '2015-07-01');
  org.linked = await kit.createOrganization('Linked Org', '2019-10-01');
  org.other = await kit.createOrganization('Other Org');
  await kit.createUser({ email: 'admin@example.org', organizationId: org.other, role: 'ADMIN' });
  id.manager = await kit.createUser({
    email: 'manager@example.org',
    organizationId: org.main,
    role: 'MANAGER',
  });
  id.staff = await kit.createUser({ email: 'staff@example.org', organizationId: org.main });
  await kit.createUser({ email: 'outsider@example.org', organizationId: org.other });
  await kit.linkManager(id.manager, org.linked);
  tokens.admin = await kit.login('admin@example.org');
  tokens.manager = await kit.login('manager@example.org');
  tokens.staff = await kit.login('staff@example.org');
  tokens.outsider = await kit.login('outsider@example.org');
});

afterAll(async () => {
  await kit?.close();
});

describe('currentUser.organization.currentFiscalYear', () => {
  it("follows the organisation's fiscal-year start (packages/domain rules)", async () => {
    const response = await kit.gql('{ currentUser { organization { currentFiscalYear fiscalYearStart } } }', {
      token: tokens.staff,
    });
    expect(response.body.data).toEqual({
      currentUser: {
        organization: {
          currentFiscalYear: currentFiscalYear('2015-07-01', new Date()),
          fiscalYearStart: '2015-07-01',
        },
      },
    });
  });
});

describe('listOrganizations for ADMIN', () => {
  it('carries what impersonation needs: id, name, current fiscal year and its start', async () => {
    const response = await kit.gql('{ listOrganizations { id name currentFiscalYear fiscalYearStart } }', {
      token: tokens.admin,
    });
    expect(response.body.data?.listOrganizations).toContainEqual({
      id: String(org.linked),
      name: 'Linked Org',
      currentFiscalYear: currentFiscalYear('2019-10-01', new Date()),
      fiscalYearStart: '2019-10-01',
    });
    expect(response.body.data?.listOrganizations).toHaveLength(3);
  });
});

describe('updateOrganization', () => {
  it('lets a USER rename their own organisation and move its fiscal-year start', async () => {
    const response = await kit.gql(UPDATE, {
      token: tokens.staff,
      variables: {
        id: String(org.main),
        params: { name: '  Main Org Renamed ', fiscalYearStart: '2015-01-01' },
      },
    });
    expect(response.body.data).toEqual({
      updateOrganization: {
        id: String(org.main),
        name: 'Main Org Renamed',
        fiscalYearStart: '2015-01-01',
        currentFiscalYear: currentFiscalYear('2015-01-01', new Date()),
      },
    });
  });

  it('lets a MANAGER update a linked organisation and an ADMIN any', async () => {
    const manager = await kit.gql(UPDATE, {
      token: tokens.manager,
      variables: { id: String(org.linked), params: { name: 'Linked Org 2' } },
    });
    expect(manager.body.data).toMatchObject({
      updateOrganization: { name: 'Linked Org 2', fiscalYearStart: '2019-10-01' },
    });
    const admin = await kit.gql(UPDATE, {
      token: tokens.admin,
      variables: { id: String(org.linked), params: { name: 'Linked Org' } },
    });
    expect(admin.body.data).toMatchObject({ updateOrganization: { name: 'Linked Org' } });
  });

  it('refuses any other organisation, like a missing one, and anonymous callers', async () => {
    for (const [token, target, code] of [
      [tokens.outsider, org.main, 'ORGANIZATION_NOT_FOUND'],
      [tokens.staff, org.linked, 'ORGANIZATION_NOT_FOUND'],
      [tokens.manager, org.other, 'ORGANIZATION_NOT_FOUND'],
      [tokens.staff, 999_999, 'ORGANIZATION_NOT_FOUND'],
      [undefined, org.main, 'UNAUTHORIZED'],
    ] as const) {
      const response = await kit.gql(UPDATE, {
        ...(token ? { token } : {}),
        variables: { id: String(target), params: { name: 'Hijacked' } },
      });
      expect(response.body.data).toBeNull();
      expect(response.body.errors?.[0]?.extensions?.code).toBe(code);
    }
  });

  it('validates with the shared field rules', async () => {
    for (const params of [
      { name: '   ' },
      { fiscalYearStart: '2020-02-30' },
      { fiscalYearStart: '07/01/2020' },
    ]) {
      const response = await kit.gql(UPDATE, {
        token: tokens.staff,
        variables: { id: String(org.main), params },
      });
      expect(response.body.errors?.[0]?.extensions?.code).toBe('VALIDATION');
    }
  });

  it('refuses role, authorized or organizationId in the params (SECURITY.md, row 2)', async () => {
    for (const extra of [{ role: 'ADMIN' }, { authorized: true }, { organizationId: String(org.other) }]) {
      const response = await kit.gql(UPDATE, {
        token: tokens.staff,
        variables: { id: String(org.main), params: { name: 'X', ...extra } },
      });
      expect(response.body.data ?? null).toBeNull();
      expect(response.body.errors?.length).toBe(1);
    }
    const [me] = await withIdentity(kit.database.db, (tx) =>
      tx
        .select({ role: users.role, organizationId: users.organizationId })
        .from(users)
        .where(eq(users.id, id.staff)),
    );
    expect(me).toEqual({ role: 'USER', organizationId: org.main });
  });
});

describe('access follows roles and links on every request', () => {
  it('stops a manager at once when their link is removed', async () => {
    const act = () =>
      kit.gql(UPDATE, { token: tokens.manager, variables: { id: String(org.linked), params: {} } });
    expect((await act()).body.data).toMatchObject({ updateOrganization: { id: String(org.linked) } });
    await withIdentity(kit.database.db, (tx) =>
      tx
        .delete(managerLinks)
        .where(and(eq(managerLinks.userId, id.manager), eq(managerLinks.organizationId, org.linked))),
    );
    expect((await act()).body.errors?.[0]?.extensions?.code).toBe('ORGANIZATION_NOT_FOUND');
  });

  it('stops an ADMIN demoted in the database at once, with the same token', async () => {
    const token = await kit.login('admin@example.org');
    const act = () => kit.gql(UPDATE, { token, variables: { id: String(org.main), params: {} } });
    expect((await act()).body.data).toMatchObject({ updateOrganization: { id: String(org.main) } });
    await withIdentity(kit.database.db, (tx) =>
      tx.update(users).set({ role: 'USER' }).where(eq(users.email, 'admin@example.org')),
    );
    expect((await act()).body.errors?.[0]?.extensions?.code).toBe('ORGANIZATION_NOT_FOUND');
  });
});
