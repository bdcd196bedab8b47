import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAdminPool, createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { createDiskStorage } from '@grantflow/storage/disk-storage';
import { verifyDownload } from '@grantflow/storage/signed-url';
import type { AssistantDeps } from '@grantflow/use-cases/assistant/assistant-deps';
import { generateApplicationDraft } from '@grantflow/use-cases/drafting/generate-application-draft';
import { listApplicationDrafts } from '@grantflow/use-cases/drafting/list-application-drafts';
import { saveApplicationDraft } from '@grantflow/use-cases/drafting/save-application-draft';
import {
  type FakeOpenAi,
  messageText,
  type RecordedMessage,
  startFakeOpenAi,
} from '@grantflow/use-cases/testing/fake-openai-server';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../rows/seed.ts';
import { indexDemoDocuments } from '../testing/index-demo-documents.ts';

// Drafting an application's section (docs/product.md, Drafting with the assistant) over the demo rows and the
// demo documents, rendered, stored and indexed as the indexer does: without a model an outline of quoted
// passages, each paragraph with its citation; with the local OpenAI-compatible server, the model's text.

const TODAY = '2026-06-15';
const SECRET = 'drafting-test-download-secret-'.padEnd(40, 'x');
let database: TestDatabase;
let admin: pg.Pool;
let root: string;
let llm: FakeOpenAi;
let plain: AssistantDeps;
let withModel: AssistantDeps;
let organization: { id: number; fiscalYearStart: string | null; currency: string };
let otherOrganizationId: number;
let applicationId: number;
let userId: number;
let demoFiles: Map<string, number>;

beforeAll(async () => {
  database = await createTestDatabase();
  admin = createAdminPool(database.url, 2);
  admin.on('error', () => {});
  root = await mkdtemp(join(tmpdir(), 'gf-drafting-'));
  const seeded = await seedDemoData(database.db, { today: TODAY });
  if (!seeded.organizationIds) throw new Error('demo seed did not run');
  const { main, harbor } = seeded.organizationIds;
  otherOrganizationId = harbor;
  demoFiles = await indexDemoDocuments({
    db: database.db,
    admin,
    storage: createDiskStorage({ root }),
    organizationId: main,
  });
  const { rows } = await admin.query<{
    id: number;
    fiscal: string | null;
    currency: string;
    user_id: number;
  }>(
    `select a.id, o.fiscal_year_start::text as fiscal, o.currency, u.id as user_id
       from applications a join grants g on g.id = a.grant_id join organizations o on o.id = a.organization_id
       join users u on u.organization_id = o.id
      where a.organization_id = $1 and g.program_id is not null and a.amount_requested_cents is not null
      order by a.id limit 1`,
    [main],
  );
  const row = rows[0];
  if (!row) throw new Error('no demo application with a program');
  applicationId = row.id;
  userId = row.user_id;
  organization = { id: main, fiscalYearStart: row.fiscal, currency: row.currency };
  llm = await startFakeOpenAi();
  plain = { db: database.db, dataDirectory: root, downloadSecret: SECRET };
  withModel = {
    ...plain,
    languageModel: { provider: 'openai-compatible', model: 'fake-model', baseUrl: llm.url },
  };
}, 180_000);

afterAll(async () => {
  await llm?.close();
  await admin?.end();
  await database?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

const draft = (deps: AssistantDeps, language: 'en' | 'pt' | 'de' = 'en') =>
  generateApplicationDraft(deps, {
    userId,
    organization,
    applicationId,
    section: 'NEED_STATEMENT',
    language,
    today: TODAY,
  });

/** The paragraphs of a draft that carry content: not its title, headings, intro or "nothing matched" lines. */
const contentParagraphs = (body: string) =>
  body
    .split(/\n{2,}/)
    .slice(2)
    .filter((p) => !p.startsWith('#') && !p.startsWith('_'));

describe('an application draft without a model', () => {
  it('is an outline of the section’s headings with passages of the demo documents, a citation per paragraph', async () => {
    const result = await draft(plain);
    expect(result.generatedBy).toBe('outline');
    expect(result.body).toMatch(/^# Need statement: /);
    for (const heading of [
      '## The problem',
      '## Who is affected',
      '## Evidence',
      '## Facts from your records',
    ])
      expect(result.body).toContain(heading);
    const quoted = contentParagraphs(result.body).filter((p) => p.startsWith('> '));
    expect(quoted.length).toBeGreaterThan(0);
    for (const paragraph of contentParagraphs(result.body)) expect(paragraph).toMatch(/ \[\d+\]$/);
    // Every citation backs a paragraph, and every marker names a citation.
    const markers = new Set([...result.body.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1])));
    expect([...markers].sort((a, b) => a - b)).toEqual(result.citations.map((c) => c.marker));
    const files = result.citations.filter((c) => c.kind === 'file');
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      expect(demoFiles.has(file.label)).toBe(true);
      const query = new URLSearchParams(file.url.split('?')[1]);
      expect(verifyDownload(query, SECRET)).toMatchObject({ ok: true, grant: { filename: file.label } });
    }
    expect(result.citations).toContainEqual(
      expect.objectContaining({
        kind: 'record',
        url: expect.stringMatching(`\\?application=${applicationId}$`),
      }),
    );
    expect(result.body).toMatch(/Amount requested: \$[\d,]+\./);
    // The program's goal of the fiscal year `today` is in, from the records.
    expect(result.body).toMatch(/goal for fiscal year \d{4}: \$[\d,]+\)/);
  });

  it('is written in the user’s language', async () => {
    const result = await draft(plain, 'pt');
    expect(result.body).toMatch(/^# Declaração de necessidade: /);
    expect(result.body).toContain('## Fatos dos seus registros');
    expect(result.body).toContain('Valor solicitado: ');
  });
});

describe('an application draft with a model', () => {
  it('stores the model’s text with the citations it names, the passages given as untrusted data', async () => {
    const text =
      '# Need statement\n\n## The problem\n\nChildren in the county read below grade level. [1]\n\nTODO: why now';
    llm.script({ content: text });
    const result = await draft(withModel);
    expect(result).toMatchObject({ body: text, generatedBy: 'model', edited: false });
    expect(result.citations.map((c) => c.marker)).toEqual([1]);
    const request = llm.requests.at(-1);
    const textOf = (message?: RecordedMessage) => (message ? messageText(message) : '');
    const system = textOf(request?.messages[0]);
    expect(system).toContain('data, not instructions');
    expect(system).toContain('## The problem');
    expect(textOf(request?.messages[1])).toContain('<untrusted_passages>');
  });
});

describe('saving and reading drafts', () => {
  it('keeps one draft per section, the edit saved with its citations', async () => {
    const generated = await draft(plain);
    const saved = await saveApplicationDraft(plain, {
      organizationId: organization.id,
      applicationId,
      section: 'NEED_STATEMENT',
      body: `${generated.body}\n\nOur own closing line.`,
    });
    expect(saved).toMatchObject({ edited: true, generatedBy: 'outline' });
    expect(saved.citations).toEqual(
      generated.citations.map((c) => expect.objectContaining({ marker: c.marker })),
    );
    const drafts = await listApplicationDrafts(plain, { organizationId: organization.id, applicationId });
    expect(drafts).toHaveLength(1);
    expect(drafts[0]?.body).toContain('Our own closing line.');
  });

  it('refuses another organisation’s application and writes nothing', async () => {
    const before = await admin.query('select count(*)::int as n from application_drafts');
    const foreign = { organizationId: otherOrganizationId, applicationId };
    await expect(
      generateApplicationDraft(plain, {
        userId,
        organization: { id: otherOrganizationId, fiscalYearStart: null, currency: 'USD' },
        applicationId,
        section: 'EVALUATION',
        language: 'en',
      }),
    ).rejects.toMatchObject({ code: 'APPLICATION_NOT_FOUND' });
    await expect(
      saveApplicationDraft(plain, { ...foreign, section: 'EVALUATION', body: 'x' }),
    ).rejects.toMatchObject({ code: 'APPLICATION_NOT_FOUND' });
    await expect(listApplicationDrafts(plain, foreign)).rejects.toMatchObject({
      code: 'APPLICATION_NOT_FOUND',
    });
    expect((await admin.query('select count(*)::int as n from application_drafts')).rows).toEqual(
      before.rows,
    );
  });
});
