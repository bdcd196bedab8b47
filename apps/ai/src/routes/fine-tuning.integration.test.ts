import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiTestApp, startAiTestApp } from '../testing/ai-test-app.ts';

let t: AiTestApp;
let org = 0;
const admin = { id: 0, token: '' };
const member = { id: 0, token: '' };

beforeAll(async () => {
  t = await startAiTestApp();
  org = await t.insert('insert into organizations (name) values ($1)', ['Riverbend']);
  Object.assign(admin, await t.signIn('ft-admin@example.org', org, 'ADMIN'));
  Object.assign(member, await t.signIn('ft-user@example.org', org, 'USER'));
});
afterAll(() => t?.close());

const as = (who: { token: string }) => ({
  authorization: `Bearer ${who.token}`,
  'x-organization-id': String(org),
});
const databaseVersion = (version: string, remarks: 'active' | 'disabled', id?: number) => ({
  ...(id ? { id } : {}),
  organization_id: org,
  user_id: 0,
  version,
  authored_month_date: '2026-11-26',
  database_schema_instructions: 'Amounts are dollars.',
  query_optimization_rules: '',
  response_formatting_rules: '',
  security_constraints: '',
  remarks,
  authored_by_user_id: admin.id,
});

describe('database fine-tuning routes', () => {
  it('create, activate (one active), refuse deleting the active one, delete another; members read only', async () => {
    const post = (url: string, payload: object, who = admin) =>
      t.plain.inject({ method: 'POST', url, headers: as(who), payload });
    const first = (
      await post('/ai/set-database-fine-tuning', databaseVersion('db-v1@2026-11-26', 'active'))
    ).json();
    expect(first).toMatchObject({ status: 200, error: null, data: { id: expect.any(Number) } });
    const second = (
      await post('/ai/set-database-fine-tuning', databaseVersion('db-v2@2026-11-26', 'disabled'))
    ).json();
    expect(second.data.list.map((v: { version: string; remarks: string }) => [v.version, v.remarks])).toEqual(
      [
        ['db-v1@2026-11-26', 'active'],
        ['db-v2@2026-11-26', 'disabled'],
      ],
    );

    const activated = await t.plain.inject({
      method: 'POST',
      url: `/ai/activate-database-fine-tuning/${second.data.id}`,
      headers: as(admin),
    });
    expect(activated.json()).toEqual({ status: 200, error: null, data: { id: second.data.id } });

    const list = await t.plain.inject({
      url: `/ai/get-database-fine-tuning/${member.id}?organization_id=${org}&user_id=0`,
      headers: as(member),
    });
    expect(list.json().data.map((v: { remarks: string; user_id: number }) => [v.remarks, v.user_id])).toEqual(
      [
        ['disabled', 0],
        ['active', 0],
      ],
    );

    const refused = await t.plain.inject({
      method: 'DELETE',
      url: `/ai/delete-database-fine-tuning/${second.data.id}`,
      headers: as(admin),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ status: 400, error: 'An active version cannot be deleted', data: null });

    const deleted = await t.plain.inject({
      method: 'DELETE',
      url: `/ai/delete-database-fine-tuning/${first.data.id}`,
      headers: as(admin),
    });
    expect(deleted.json()).toEqual({
      status: 200,
      error: null,
      data: { id: first.data.id, version: 'db-v1@2026-11-26' },
    });

    const byMember = await post('/ai/set-database-fine-tuning', databaseVersion('mine', 'active'), member);
    expect(byMember.statusCode).toBe(403);
  });
});

describe('document fine-tuning routes', () => {
  it('saves, updates as active, lists for members (orgId 0 = the session) and deletes', async () => {
    const body = (version: string, remarks: 'active' | 'disabled', id?: number) => ({
      ...(id ? { id } : {}),
      organization_id: org,
      user_id: admin.id,
      version,
      authored_month_date: '2026-11-26',
      about_you_details: '<p>We teach reading.</p>',
      response_style_details: '<p>Brief.</p>',
      remarks,
      authored_by_user_id: admin.id,
    });
    const post = (url: string, payload: object) =>
      t.plain.inject({ method: 'POST', url, headers: as(admin), payload });
    const one = (await post('/ai/set-fine-tunning', body('v1@2026-11-26', 'active'))).json().data;
    const two = (await post('/ai/set-fine-tunning', body('v2@2026-11-26', 'active'))).json().data;
    expect(two.list.map((v: { remarks: string }) => v.remarks)).toEqual(['disabled', 'active']);
    const updated = (await post('/ai/set-fine-tunning', body('v1 renamed', 'active', one.id))).json().data;
    expect(updated.id).toBe(one.id);
    expect(updated.list.map((v: { version: string; remarks: string }) => [v.version, v.remarks])).toEqual([
      ['v1 renamed', 'active'],
      ['v2@2026-11-26', 'disabled'],
    ]);
    const list = await t.plain.inject({ url: `/ai/get-fine-tunning/${member.id}/0/0`, headers: as(member) });
    expect(list.json().data).toHaveLength(2);
    const deleted = await post('/ai/delete-fine-tunning', { id: two.id });
    expect(deleted.json()).toEqual({
      status: 200,
      error: null,
      data: { id: two.id, version: 'v2@2026-11-26' },
    });
    const invalid = await post('/ai/set-fine-tunning', body('   ', 'disabled'));
    expect(invalid.statusCode).toBe(400);
  });
});
