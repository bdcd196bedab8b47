import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestKit, createApiTestKit } from '../testing/api-test-kit.ts';

const LIST = '{ listOrganizations { id name currentFiscalYear fiscalYearStart } }';

let kit: ApiTestKit;
const org: Record<'main' | 'beta' | 'alpha' | 'other', number> = { main: 0, beta: 0, alpha: 0, other: 0 };
const tokens: Record<'admin' | 'manager' | 'user' | 'expired', string> = {
  admin: '',
  manager: '',
  user: '',
  expired: '',
};

beforeAll(async () => {
  kit = await createApiTestKit();
  org.main = await kit.createOrganization('riverbend Community Foundation');
  org.beta = await kit.createOrganization('Beta Trust', '2020-07-01');
  org.alpha = await kit.createOrganization('alpha Fund');
  org.other = await kit.createOrganization('Zeta Unlinked');
  await kit.createUser({ email: 'admin@example.org', organizationId: org.main, role: 'ADMIN' });
  const manager = await kit.createUser({
    email: 'manager@example.org',
    organizationId: org.main,
    role: 'MANAGER',
  });
  await kit.linkManager(manager, org.beta);
  await kit.linkManager(manager, org.alpha);
  await kit.createUser({ email: 'staff@example.org', organizationId: org.main });
  await kit.createUser({ email: 'expired@example.org', organizationId: org.main, authorized: false });
  tokens.admin = await kit.login('admin@example.org');
  tokens.manager = await kit.login('manager@example.org');
  tokens.user = await kit.login('staff@example.org');
  tokens.expired = await kit.login('expired@example.org');
});

afterAll(async () => {
  await kit?.close();
});

const names = (body: { data?: { listOrganizations?: { name: string }[] } | null }) =>
  body.data?.listOrganizations?.map((o) => o.name);

describe('listOrganizations', () => {
  it('gives an ADMIN every organisation, sorted by name case-insensitively', async () => {
    const response = await kit.gql<{ listOrganizations: { name: string }[] }>(LIST, { token: tokens.admin });
    expect(names(response.body)).toEqual([
      'alpha Fund',
      'Beta Trust',
      'riverbend Community Foundation',
      'Zeta Unlinked',
    ]);
  });

  it('gives a MANAGER the linked organisations and their own', async () => {
    const response = await kit.gql<{ listOrganizations: { name: string }[] }>(LIST, {
      token: tokens.manager,
    });
    expect(names(response.body)).toEqual(['alpha Fund', 'Beta Trust', 'riverbend Community Foundation']);
  });

  it('gives a USER only their own organisation', async () => {
    const response = await kit.gql(LIST, { token: tokens.user });
    expect(response.body.data).toEqual({
      listOrganizations: [
        {
          id: String(org.main),
          name: 'riverbend Community Foundation',
          currentFiscalYear: new Date().getUTCFullYear(),
          fiscalYearStart: null,
        },
      ],
    });
  });

  it('refuses anonymous callers', async () => {
    const response = await kit.gql(LIST);
    expect(response.body.data).toBeNull();
    expect(response.body.errors?.map((e) => e.message)).toEqual(['unauthorized']);
  });

  it('refuses an unauthorized user while currentUser still answers', async () => {
    const list = await kit.gql(LIST, { token: tokens.expired });
    expect(list.body.data).toBeNull();
    expect(list.body.errors?.map((e) => e.message)).toEqual(['unauthorized']);
    expect(list.body.errors?.[0]?.extensions).toEqual({ code: 'UNAUTHORIZED' });

    const me = await kit.gql('{ currentUser { email authorized } }', { token: tokens.expired });
    expect(me.body).toEqual({ data: { currentUser: { email: 'expired@example.org', authorized: false } } });
  });
});
