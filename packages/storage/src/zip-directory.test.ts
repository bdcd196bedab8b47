import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { zipDeclaring } from './testing/zip-fixture.ts';
import { readZipDirectory, zipTail } from './zip-directory.ts';

async function throughTail(bytes: Buffer, limit?: number) {
  const tap = zipTail(limit);
  const chunks = Array.from({ length: Math.ceil(bytes.length / 1000) }, (_, i) =>
    bytes.subarray(i * 1000, (i + 1) * 1000),
  );
  let passed = 0;
  await pipeline(Readable.from(chunks), tap, async (source) => {
    for await (const chunk of source) passed += (chunk as Buffer).length;
  });
  return { tail: tap.tail(), total: tap.total, passed };
}

describe('zip directory', () => {
  it('reads declared sizes from the last bytes of a stream, passing every byte on', async () => {
    const zip = zipDeclaring({ '[Content_Types].xml': 10, 'word/document.xml': 5000 }, 50_000);
    const { tail, total, passed } = await throughTail(zip, 4096);
    expect(passed).toBe(zip.length);
    expect(total).toBe(zip.length);
    expect(tail.length).toBe(4096);
    expect(readZipDirectory(tail, total)).toEqual({
      ok: true,
      directory: {
        entries: 2,
        compressedBytes: expect.any(Number),
        uncompressedBytes: 5010,
        largestEntryBytes: 5000,
      },
    });
  });

  it('reports ZIP64 sizes, a missing directory and one out of the kept tail', async () => {
    const zip64 = zipDeclaring({ 'word/document.xml': 0xffffffff });
    expect(readZipDirectory(zip64, zip64.length)).toEqual({ ok: false, problem: 'ZIP64' });
    expect(readZipDirectory(Buffer.from('%PDF-1.7 not a zip at all, long enough'), 39)).toEqual({
      ok: false,
      problem: 'NO_DIRECTORY',
    });
    const many = zipDeclaring(
      Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`xl/part${i}.xml`, 10])),
    );
    const { tail, total } = await throughTail(many, 1024);
    expect(readZipDirectory(tail, total)).toEqual({ ok: false, problem: 'DIRECTORY_OUT_OF_RANGE' });
  });
});
