import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readZipDirectory, zipTail } from './zip-directory.ts';

/** A small ZIP whose directory declares `sizes` (name → uncompressed bytes) for 10 real bytes each. */
function zipDeclaring(sizes: Record<string, number>, padding = 0): Buffer {
  const parts: Buffer[] = [Buffer.alloc(padding)];
  const central: Buffer[] = [];
  let offset = padding;
  for (const [name, size] of Object.entries(sizes)) {
    const data = deflateRawSync(Buffer.alloc(10, 0x41));
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    parts.push(local, nameBytes, data);
    central.push(entry, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(central.length / 2, 8);
  end.writeUInt16LE(central.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

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
