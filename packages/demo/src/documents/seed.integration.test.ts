import { createAdminPool, createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { createDocumentsKit, type DocumentsKit } from '@grantflow/use-cases/testing/documents-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../rows/seed.ts';
import { DEMO_DOCUMENTS } from './catalog.ts';
import { seedDemoDocuments } from './seed.ts';

let database: TestDatabase;
let docs: DocumentsKit;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db);
  docs = await createDocumentsKit(database.url);
}, 120_000);

afterAll(async () => {
  await docs?.close();
  await database?.close();
});

describe('seedDemoDocuments', () => {
  it('stores every catalogue document for the demo funders through the upload use case, once', async () => {
    const first = await seedDemoDocuments({ db: database.db, ...docs });
    expect(first).toEqual({ stored: DEMO_DOCUMENTS.length, skipped: 0, missingFunders: [] });
    expect(await adminRows('select count(*)::int as n from files')).toEqual([{ n: DEMO_DOCUMENTS.length }]);
    const again = await seedDemoDocuments({ db: database.db, ...docs });
    expect(again).toEqual({ stored: 0, skipped: DEMO_DOCUMENTS.length, missingFunders: [] });
    const events = await docs.events();
    expect(events.filter((event) => event.type === 'file.stored')).toHaveLength(DEMO_DOCUMENTS.length);
  }, 120_000);

  it('keeps the catalogue’s names, folders and types, with the bytes in storage', async () => {
    const [doc] = DEMO_DOCUMENTS;
    if (!doc) throw new Error('empty catalogue');
    const admin = await adminRows(
      `select f.name, f.folder_path, f.mime_type, f.storage_key, f.size_bytes, fu.name as funder
       from files f join funders fu on fu.id = f.funder_id where f.name = $1`,
      [doc.fileName],
    );
    expect(admin).toHaveLength(1);
    expect(admin[0]).toMatchObject({
      funder: doc.funderName,
      folder_path: doc.folder === '' ? '/' : `/${doc.folder}`,
    });
    const info = await docs.storage.head(admin[0]?.storage_key as never);
    expect(info.size).toBe(Number(admin[0]?.size_bytes));
  });

  it('skips entries whose funder the organisation lacks and does nothing without the organisation', async () => {
    const local = [
      {
        ...(DEMO_DOCUMENTS[0] as (typeof DEMO_DOCUMENTS)[number]),
        funderName: 'No Such Funder',
        fileName: 'x.md',
      },
    ];
    const render = async () => ({ bytes: new TextEncoder().encode('# x\n'), mimeType: 'text/markdown' });
    expect(await seedDemoDocuments({ db: database.db, ...docs, documents: local, render })).toEqual({
      stored: 0,
      skipped: 0,
      missingFunders: ['No Such Funder'],
    });
    expect(
      await seedDemoDocuments({
        db: database.db,
        ...docs,
        documents: local,
        render,
        organizationName: 'Nobody',
      }),
    ).toEqual({ stored: 0, skipped: 0, missingFunders: [] });
  });
});

/** Rows read as the superuser (no RLS): what the seed really stored. */
async function adminRows(text: string, params: unknown[] = []) {
  const admin = createAdminPool(database.url, 1);
  try {
    return (await admin.query(text, params)).rows as Record<string, unknown>[];
  } finally {
    await admin.end();
  }
}
