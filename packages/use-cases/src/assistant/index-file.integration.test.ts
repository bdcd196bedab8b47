import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createAdminPool, createTestDatabase, type TestDatabase } from '@grantflow/db/testing/test-database';
import { VALUE_TERMS } from '@grantflow/domain/documents/value-terms';
import { createDiskStorage } from '@grantflow/storage/disk-storage';
import type { FileStorage } from '@grantflow/storage/file-storage';
import { newObjectKey } from '@grantflow/storage/keys';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddingsClient } from './embeddings.ts';
import { indexFile } from './index-file.ts';
import { refreshFileIndexContext } from './refresh-file-index-context.ts';
import { removeFileIndex } from './remove-file-index.ts';
import { searchDocuments } from './search-documents.ts';
import { type FakeEmbeddingsServer, startFakeEmbeddingsServer } from './testing/fake-embeddings-server.ts';
import { paddedDocxBomb } from './testing/padded-docx-bomb.ts';
import { storeTestFile } from './testing/store-test-file.ts';

const GUIDE = `# Lindqvist Kulturbrücken

## Antragsfrist

Anträge sind bis zum 1. Oktober 2026 einzureichen. Der Stiftungsrat entscheidet im Dezember.

## Zuwendung

Gefördert werden Vorhaben mit 5.000 bis 20.000 Euro.
`;

describe('indexing a file', () => {
  let database: TestDatabase;
  let admin: pg.Pool;
  let root: string;
  let storage: FileStorage;
  let orgA: number;
  let orgB: number;
  let embeddingsServer: FakeEmbeddingsServer;

  const chunkRows = async (fileId: number) =>
    (
      await admin.query<{ id: number; context: string; language: string; has_embedding: boolean }>(
        'select id, context, language::text as language, embedding is not null as has_embedding from document_chunks where file_id = $1 order by ordinal',
        [fileId],
      )
    ).rows;

  const store = (organizationId: number, name: string, text: string, mimeType = 'text/markdown') =>
    storeTestFile(admin, storage, {
      organizationId,
      funderId: null,
      folder: 'Guidelines',
      name,
      mimeType,
      bytes: new TextEncoder().encode(text),
    });

  beforeAll(async () => {
    database = await createTestDatabase();
    admin = createAdminPool(database.url, 2);
    admin.on('error', () => {});
    root = await mkdtemp(join(tmpdir(), 'gf-index-'));
    storage = createDiskStorage({ root });
    const org = async (name: string) =>
      (await admin.query<{ id: number }>('insert into organizations (name) values ($1) returning id', [name]))
        .rows[0]?.id as number;
    orgA = await org('Org A');
    orgB = await org('Org B');
    embeddingsServer = await startFakeEmbeddingsServer();
  });

  afterAll(async () => {
    await embeddingsServer?.close();
    await admin?.end();
    await database?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('stores passages in the detected language, and a re-delivered event changes nothing', async () => {
    const file = await store(orgA, 'richtlinien.md', GUIDE);
    const first = await indexFile({ db: database.db, storage, organizationId: orgA, fileId: file.id });
    expect(first).toEqual({ status: 'indexed', chunks: 2, language: 'de' });
    const rows = await chunkRows(file.id);
    expect(rows.map((row) => row.language)).toEqual(['german', 'german']);
    expect(rows[0]?.context).toBe('Guidelines › richtlinien › Lindqvist Kulturbrücken');
    // The deadline passage states a date, the award passage an amount: each is indexed with its class.
    const terms = await admin.query<{ terms: string }>(
      'select terms from document_chunks where file_id = $1 order by ordinal',
      [file.id],
    );
    expect(terms.rows.map((row) => row.terms)).toEqual([VALUE_TERMS.date, VALUE_TERMS.amount]);

    const again = await indexFile({ db: database.db, storage, organizationId: orgA, fileId: file.id });
    expect(again).toEqual({ status: 'unchanged', chunks: 2 });
    expect((await chunkRows(file.id)).map((row) => row.id)).toEqual(rows.map((row) => row.id));
  });

  it('replaces the passages when the bytes change, in one go', async () => {
    const file = await store(orgA, 'notes.md', '# Notes\n\nThe first version mentions a kiln.');
    await indexFile({ db: database.db, storage, organizationId: orgA, fileId: file.id });
    // New bytes under a new key, the file pointed at them: what replacing an upload's content does.
    const key = newObjectKey(orgA);
    const text = '# Notes\n\nThe second version mentions a compressor.\n\n## More\n\nAnd a van.';
    await storage.put(key, Readable.from([Buffer.from(text)]), {
      contentType: 'text/markdown',
      maxBytes: 1000,
    });
    await admin.query('update files set storage_key = $1 where id = $2', [key, file.id]);
    const outcome = await indexFile({ db: database.db, storage, organizationId: orgA, fileId: file.id });
    expect(outcome).toMatchObject({ status: 'indexed', chunks: 2 });
    const found = await searchDocuments({ db: database.db }, { organizationId: orgA, query: 'kiln' });
    expect(found).toEqual([]);
    const compressor = await searchDocuments(
      { db: database.db },
      { organizationId: orgA, query: 'compressor' },
    );
    expect(compressor[0]?.source).toMatchObject({ kind: 'file', fileId: file.id });
  });

  it('follows a rename and drops the passages of a deleted file', async () => {
    const file = await store(orgA, 'old name.md', '# Budget\n\nPaint and brushes cost 400 dollars.');
    await indexFile({ db: database.db, storage, organizationId: orgA, fileId: file.id });
    await admin.query(
      `update files set name = 'Zanzibar mural budget.md', folder_path = '/Reports' where id = $1`,
      [file.id],
    );
    expect(await refreshFileIndexContext({ db: database.db, organizationId: orgA, fileId: file.id })).toEqual(
      { updated: 1 },
    );
    const byName = await searchDocuments({ db: database.db }, { organizationId: orgA, query: 'zanzibar' });
    expect(byName[0]?.source).toMatchObject({
      kind: 'file',
      fileName: 'Zanzibar mural budget.md',
      folder: 'Reports',
    });

    expect(await removeFileIndex({ db: database.db, organizationId: orgA, fileId: file.id })).toEqual({
      removed: 1,
    });
    expect(await removeFileIndex({ db: database.db, organizationId: orgA, fileId: file.id })).toEqual({
      removed: 0,
    });
    expect(await chunkRows(file.id)).toEqual([]);
  });

  it('records a file it cannot read, and a file deleted before its job runs is simply gone', async () => {
    const image = await storeTestFile(admin, storage, {
      organizationId: orgA,
      funderId: null,
      folder: '',
      name: 'logo.png',
      mimeType: 'image/png',
      bytes: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
    });
    expect(await indexFile({ db: database.db, storage, organizationId: orgA, fileId: image.id })).toEqual({
      status: 'unsupported',
      detail: 'UNSUPPORTED_TYPE',
    });
    const { rows } = await admin.query(
      'select status, chunk_count from document_index_files where file_id = $1',
      [image.id],
    );
    expect(rows).toEqual([{ status: 'unsupported', chunk_count: 0 }]);

    const gone = await store(orgA, 'gone.md', '# Gone');
    await admin.query('delete from files where id = $1', [gone.id]);
    expect(await indexFile({ db: database.db, storage, organizationId: orgA, fileId: gone.id })).toEqual({
      status: 'missing',
    });
  });

  it('records a file whose parsing runs out of memory as failed, and does not parse the same bytes again', async () => {
    const { bytes } = paddedDocxBomb({ documentXmlMiB: 4, paddingBytes: 0 });
    const file = await storeTestFile(admin, storage, {
      organizationId: orgA,
      funderId: null,
      folder: '',
      name: 'gross.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      bytes,
    });
    // A 32 MiB heap is far too small for mammoth on 4 MiB of paragraphs; only that process dies.
    const options = {
      db: database.db,
      storage,
      organizationId: orgA,
      fileId: file.id,
      isolation: { memoryMb: 32, timeoutMs: 60_000 },
    };
    expect(await indexFile(options)).toEqual({ status: 'failed', detail: 'OUT_OF_MEMORY' });
    const state = async () =>
      (
        await admin.query('select status, detail, chunk_count from document_index_files where file_id = $1', [
          file.id,
        ])
      ).rows;
    expect(await state()).toEqual([{ status: 'failed', detail: 'OUT_OF_MEMORY', chunk_count: 0 }]);
    // A re-delivered event for the same bytes ends at the fingerprint: no second process, same state.
    expect(await indexFile(options)).toEqual({ status: 'unchanged', chunks: 0 });
    expect(await state()).toEqual([{ status: 'failed', detail: 'OUT_OF_MEMORY', chunk_count: 0 }]);
  });

  it("never indexes or removes another organisation's file by its id", async () => {
    const fileOfB = await store(orgB, 'b.md', '# Secret of B\n\nOnly B may read this.');
    expect(await indexFile({ db: database.db, storage, organizationId: orgA, fileId: fileOfB.id })).toEqual({
      status: 'missing',
    });
    await indexFile({ db: database.db, storage, organizationId: orgB, fileId: fileOfB.id });
    expect(await removeFileIndex({ db: database.db, organizationId: orgA, fileId: fileOfB.id })).toEqual({
      removed: 0,
    });
    expect(await chunkRows(fileOfB.id)).toHaveLength(1);
  });

  it('stores unit-length embeddings when an endpoint is configured, and re-embeds for a new model', async () => {
    const embeddings = createEmbeddingsClient({
      url: embeddingsServer.url,
      model: 'fake-1',
      apiKey: 'test-key',
    });
    const file = await store(orgA, 'embedded.md', GUIDE.replace('Lindqvist', 'Solberg'));
    await indexFile({ db: database.db, storage, embeddings, organizationId: orgA, fileId: file.id });
    const { rows } = await admin.query<{ norm: number; n: number }>(
      `select (select sqrt(sum(v * v)) from unnest(embedding) v) as norm, cardinality(embedding) as n
       from document_chunks where file_id = $1`,
      [file.id],
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.n).toBe(96);
      expect(row.norm).toBeCloseTo(1, 5);
    }
    expect(embeddingsServer.requests.at(-1)).toEqual({
      model: 'fake-1',
      inputs: 2,
      authorization: 'Bearer test-key',
    });
    const requestsBefore = embeddingsServer.requests.length;
    await indexFile({ db: database.db, storage, embeddings, organizationId: orgA, fileId: file.id });
    expect(embeddingsServer.requests.length).toBe(requestsBefore);
    const newModel = createEmbeddingsClient({ url: embeddingsServer.url, model: 'fake-2' });
    expect(
      await indexFile({
        db: database.db,
        storage,
        embeddings: newModel,
        organizationId: orgA,
        fileId: file.id,
      }),
    ).toMatchObject({
      status: 'indexed',
    });
  });

  it('leaves the old passages in place and throws (for a retry) when the embeddings endpoint fails', async () => {
    const embeddings = createEmbeddingsClient({ url: embeddingsServer.url, model: 'fake-3' });
    const file = await store(orgA, 'retry.md', '# Retry\n\nA passage about vans.');
    await indexFile({ db: database.db, storage, organizationId: orgA, fileId: file.id });
    embeddingsServer.failNext(503);
    await expect(
      indexFile({ db: database.db, storage, embeddings, organizationId: orgA, fileId: file.id }),
    ).rejects.toThrow(/503/);
    expect(await chunkRows(file.id)).toHaveLength(1);
  });
});
