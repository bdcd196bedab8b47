import { Readable } from 'node:stream';
import type { ObjectKey } from '@grantflow/storage/keys';
import { createS3Storage } from '@grantflow/storage/s3-storage';
import { type S3TestServer, startS3TestServer } from '@grantflow/storage/testing/s3-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentsDeps } from '../documents/documents-deps.ts';
import { uploadFile } from '../documents/upload-file.ts';
import { createDocumentsKit, type DocumentsKit } from '../testing/documents-kit.ts';
import { codeOf } from '../testing/fixtures.ts';
import { createUseCaseKit, type UseCaseKit } from '../testing/use-case-kit.ts';
import { createFunder } from './create-funder.ts';
import { deleteFunder } from './delete-funder.ts';

let kit: UseCaseKit;
let docs: DocumentsKit;
let s3Server: S3TestServer;
beforeAll(async () => {
  kit = await createUseCaseKit();
  docs = await createDocumentsKit(kit.database.url);
  s3Server = await startS3TestServer();
});
afterAll(async () => {
  await s3Server?.close();
  await docs?.close();
  await kit?.close();
});

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const stores: Record<'disk' | 's3', () => DocumentsDeps> = {
  disk: () => docs,
  s3: () => ({
    publishFileEvent: docs.publishFileEvent,
    storage: createS3Storage({
      endpoint: s3Server.endpoint,
      region: s3Server.region,
      bucket: s3Server.bucket,
      accessKeyId: s3Server.accessKeyId,
      secretAccessKey: s3Server.secretAccessKey,
      forcePathStyle: true,
    }),
  }),
};

describe('deleteFunder', () => {
  it('deletes within the organisation only', async () => {
    const funder = await createFunder({ ...kit.a, fields: { name: 'Acme', type: 'CORPORATE' } });
    expect(await codeOf(deleteFunder({ ...kit.b, ...docs, id: funder.id }))).toBe('FUNDER_NOT_FOUND');
    expect(await kit.sql('select id from funders where id = $1', [funder.id])).toHaveLength(1);
    expect(await deleteFunder({ ...kit.a, ...docs, id: funder.id })).toEqual({ id: funder.id });
    expect(await kit.sql('select id from funders where id = $1', [funder.id])).toEqual([]);
    expect(await codeOf(deleteFunder({ ...kit.a, ...docs, id: funder.id }))).toBe('FUNDER_NOT_FOUND');
  });

  for (const [kind, deps] of Object.entries(stores)) {
    it(`removes the funder's stored documents after the delete (${kind} storage)`, async () => {
      const store = deps();
      const funder = await createFunder({ ...kit.a, fields: { name: `Stored ${kind}`, type: 'FOUNDATION' } });
      const upload = (name: string, folder: string) =>
        uploadFile({
          ...kit.a,
          ...store,
          funderId: funder.id,
          folder,
          maxBytes: 1024 * 1024,
          file: { name, declaredType: 'application/pdf', body: Readable.from([PDF]) },
        });
      const files = [await upload('root.pdf', '/'), await upload('deep.pdf', '/2024/Reports')];
      const keys = (
        await kit.sql<{ storage_key: ObjectKey }>('select storage_key from files where funder_id = $1', [
          funder.id,
        ])
      ).map((row) => row.storage_key);
      expect(keys).toHaveLength(2);
      for (const key of keys)
        await expect(store.storage.head(key)).resolves.toMatchObject({ size: PDF.length });

      // Another organisation's attempt changes nothing, bytes included.
      expect(await codeOf(deleteFunder({ ...kit.b, ...store, id: funder.id }))).toBe('FUNDER_NOT_FOUND');
      for (const key of keys)
        await expect(store.storage.head(key)).resolves.toMatchObject({ size: PDF.length });

      await deleteFunder({ ...kit.a, ...store, id: funder.id });
      expect(await kit.sql('select id from files where funder_id = $1', [funder.id])).toEqual([]);
      for (const key of keys)
        await expect(store.storage.get(key)).rejects.toMatchObject({ code: 'NOT_FOUND' });
      const deleted = (await docs.events()).filter((event) => event.type === 'file.deleted');
      expect(deleted.map((event) => event.fileId)).toEqual(
        expect.arrayContaining(files.map((file) => file.id)),
      );
    });
  }
});
