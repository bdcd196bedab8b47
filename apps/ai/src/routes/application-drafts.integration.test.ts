import { randomUUID } from 'node:crypto';
import { ERROR_CODES_HEADER } from '@grantflow/service/errors';
import type { ApplicationDraftWire } from '@grantflow/validation/assistant-wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiTestApp, startAiTestApp } from '../testing/ai-test-app.ts';

// The drafting routes over HTTP (docs/product.md, Drafting with the assistant): an outline without a model,
// the model's text with one, the edit saved and read back, bad input refused with its code, and another
// organisation's application refused with nothing read or written.

let t: AiTestApp;
const org = { a: 0, b: 0 };
let userA = { id: 0, token: '' };
let userB = { id: 0, token: '' };
let application = 0;

beforeAll(async () => {
  // One model prompt per user and window: a second draft with the model is over the limit.
  t = await startAiTestApp({ ASSISTANT_PROMPTS_PER_USER: '1' });
  org.a = await t.insert("insert into organizations (name, currency) values ($1, 'EUR')", ['Riverbend']);
  org.b = await t.insert('insert into organizations (name) values ($1)', ['Harbor']);
  userA = await t.signIn('drafts-a@example.org', org.a);
  userB = await t.signIn('drafts-b@example.org', org.b);
  const funder = await t.insert(
    "insert into funders (organization_id, name, type) values ($1, 'Acme Foundation', 'FOUNDATION')",
    [org.a],
  );
  const program = await t.insert('insert into programs (organization_id, name) values ($1, $2)', [
    org.a,
    'Youth Arts',
  ]);
  const grant = await t.insert(
    'insert into grants (organization_id, funder_id, program_id) values ($1, $2, $3)',
    [org.a, funder, program],
  );
  application = await t.insert(
    `insert into applications (organization_id, grant_id, status, deadline, amount_requested_cents)
     values ($1, $2, 'NOT_APPLY', current_date + 30, 2500000)`,
    [org.a, grant],
  );
  const file = await t.insert(
    `insert into files (organization_id, funder_id, folder_path, name, storage_key, size_bytes, mime_type)
     values ($1, $2, '', 'youth-arts-need.md', $3, 10, 'text/markdown')`,
    [org.a, funder, `org/${org.a}/${randomUUID()}`],
  );
  await t.admin.query(
    `insert into document_chunks (organization_id, file_id, ordinal, context, content, language)
     values ($1, $2, 0, 'youth-arts-need.md', 'The need: children in Riverbend have no arts program after school; the community gap is growing.', 'english')`,
    [org.a, file],
  );
});
afterAll(() => t?.close());

const call = (
  app: 'plain' | 'withModel',
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
) =>
  t[app].inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, [ERROR_CODES_HEADER]: '1' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const drafts = (id = application) => `/ai/applications/${id}/drafts`;
const draftOf = (response: { json(): unknown }) =>
  (response.json() as { data: { draft: ApplicationDraftWire } }).data.draft;

describe('drafting routes', () => {
  it('generates an outline without a model, a citation per paragraph', async () => {
    const response = await call('plain', userA.token, 'POST', drafts(), {
      section: 'NEED_STATEMENT',
      language: 'en',
    });
    expect(response.statusCode).toBe(200);
    const draft = draftOf(response);
    expect(draft).toMatchObject({ section: 'NEED_STATEMENT', generated_by: 'outline', edited: false });
    expect(draft.body).toContain('> The need: children in Riverbend have no arts program');
    expect(draft.body).toMatch(/Amount requested: €25,000/);
    expect(draft.citations).toContainEqual(
      expect.objectContaining({ marker: 1, kind: 'file', label: 'youth-arts-need.md' }),
    );
    for (const citation of draft.citations) expect(draft.body).toContain(`[${citation.marker}]`);
  });

  it('stores the model’s text with the citations it names', async () => {
    t.llm.script({ content: '# Evaluation plan\n\n## Outcomes\n\nMore children take part in arts. [1]' });
    const response = await call('withModel', userA.token, 'POST', drafts(), {
      section: 'EVALUATION',
      language: 'de',
    });
    expect(response.statusCode).toBe(200);
    expect(draftOf(response)).toMatchObject({ generated_by: 'model', body: expect.stringContaining('[1]') });
    expect(draftOf(response).citations.map((c) => c.marker)).toEqual([1]);
  });

  it('counts a draft with the model as a prompt: past the limit it is refused, the draft kept', async () => {
    const before = (await t.admin.query("select body from application_drafts where section = 'EVALUATION'"))
      .rows;
    const response = await call('withModel', userA.token, 'POST', drafts(), {
      section: 'EVALUATION',
      language: 'en',
    });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(
      (await t.admin.query("select body from application_drafts where section = 'EVALUATION'")).rows,
    ).toEqual(before);
  });

  it('saves the edit and reads it back with the other drafts', async () => {
    const saved = await call('plain', userA.token, 'POST', `${drafts()}/NEED_STATEMENT`, {
      body: 'My own need statement [1]',
    });
    expect(saved.statusCode).toBe(200);
    expect(draftOf(saved)).toMatchObject({ edited: true, body: 'My own need statement [1]' });
    const listed = await call('plain', userA.token, 'GET', drafts());
    const all = (listed.json() as { data: { drafts: ApplicationDraftWire[] } }).data.drafts;
    expect(all.map((d) => [d.section, d.edited])).toEqual([
      ['NEED_STATEMENT', true],
      ['EVALUATION', false],
    ]);
    expect(all[0]?.citations[0]?.url).toMatch(/^\/files\/download\?/);
  });

  it('refuses bad input with a code, writing nothing', async () => {
    const section = await call('plain', userA.token, 'POST', drafts(), { section: 'POEM', language: 'en' });
    expect(section.statusCode).toBe(400);
    expect(section.json()).toMatchObject({ code: 'VALIDATION' });
    const empty = await call('plain', userA.token, 'POST', `${drafts()}/EVALUATION`, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    const unknown = await call('plain', userA.token, 'GET', drafts(987654));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'APPLICATION_NOT_FOUND' });
  });

  it('refuses another organisation’s application: no draft read or written', async () => {
    const before = (
      await t.admin.query('select section, body, updated_at from application_drafts order by section')
    ).rows;
    for (const response of [
      await call('plain', userB.token, 'GET', drafts()),
      await call('plain', userB.token, 'POST', drafts(), { section: 'NEED_STATEMENT', language: 'en' }),
      await call('plain', userB.token, 'POST', `${drafts()}/NEED_STATEMENT`, { body: 'Overwritten' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'APPLICATION_NOT_FOUND' });
      expect(response.body).not.toContain('My own need statement');
    }
    const after = (
      await t.admin.query('select section, body, updated_at from application_drafts order by section')
    ).rows;
    expect(after).toEqual(before);
  });
});
