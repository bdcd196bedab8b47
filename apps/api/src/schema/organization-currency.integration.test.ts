import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiTestKit, createApiTestKit } from '../testing/api-test-kit.ts';

// An organisation's amounts are shown in its own currency (ISO 4217), set with the
// other organisation settings; the amounts themselves never change.

const UPDATE = `mutation ($id: ID!, $params: OrganizationParams!) {
  updateOrganization(id: $id, params: $params) { id name currency }
}`;
const CURRENT = '{ currentUser { organization { id currency } } }';

let kit: ApiTestKit;
const org = { euro: 0, other: 0 };
const tokens = { staff: '', outsider: '' };

beforeAll(async () => {
  kit = await createApiTestKit();
  org.euro = await kit.createOrganization('Euro Org', '2020-01-01');
  org.other = await kit.createOrganization('Other Org');
  await kit.createUser({ email: 'staff@example.org', organizationId: org.euro });
  await kit.createUser({ email: 'outsider@example.org', organizationId: org.other });
  tokens.staff = await kit.login('staff@example.org');
  tokens.outsider = await kit.login('outsider@example.org');
});

afterAll(async () => {
  await kit?.close();
});

describe('Organization.currency', () => {
  it('is US dollars until someone picks another', async () => {
    const response = await kit.gql(CURRENT, { token: tokens.staff });
    expect(response.body.data).toEqual({
      currentUser: { organization: { id: String(org.euro), currency: 'USD' } },
    });
  });

  it('is set with the organisation settings and read back everywhere', async () => {
    const updated = await kit.gql(UPDATE, {
      token: tokens.staff,
      variables: { id: String(org.euro), params: { currency: 'EUR' } },
    });
    expect(updated.body.data).toEqual({
      updateOrganization: { id: String(org.euro), name: 'Euro Org', currency: 'EUR' },
    });
    expect((await kit.gql(CURRENT, { token: tokens.staff })).body.data).toEqual({
      currentUser: { organization: { id: String(org.euro), currency: 'EUR' } },
    });
    // A rename leaves the currency alone.
    const renamed = await kit.gql(UPDATE, {
      token: tokens.staff,
      variables: { id: String(org.euro), params: { name: 'Euro Org 2' } },
    });
    expect(renamed.body.data).toEqual({
      updateOrganization: { id: String(org.euro), name: 'Euro Org 2', currency: 'EUR' },
    });
    // Another organisation keeps its own.
    expect((await kit.gql(CURRENT, { token: tokens.outsider })).body.data).toEqual({
      currentUser: { organization: { id: String(org.other), currency: 'USD' } },
    });
  });

  it.each([['XYZ'], ['eur'], ['Euro']])(
    'refuses %s with the coded CURRENCY field error',
    async (currency) => {
      const response = await kit.gql(UPDATE, {
        token: tokens.staff,
        variables: { id: String(org.euro), params: { currency } },
      });
      expect(response.body.data).toBeNull();
      const extensions = response.body.errors?.[0]?.extensions;
      expect(extensions?.code).toBe('VALIDATION');
      expect(extensions?.fieldErrors).toEqual({ currency: { code: 'CURRENCY', params: {} } });
      expect((await kit.gql(CURRENT, { token: tokens.staff })).body.data).toEqual({
        currentUser: { organization: { id: String(org.euro), currency: 'EUR' } },
      });
    },
  );

  it("refuses another organisation's currency like a missing organisation", async () => {
    const response = await kit.gql(UPDATE, {
      token: tokens.outsider,
      variables: { id: String(org.euro), params: { currency: 'BRL' } },
    });
    expect(response.body.errors?.[0]?.extensions?.code).toBe('ORGANIZATION_NOT_FOUND');
  });
});
