import { randomUUID } from 'node:crypto';
import { readdirSync, readlinkSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from './disk-storage.ts';
import type { FileStorage } from './file-storage.ts';
import { newObjectKey } from './keys.ts';
import { CRAFTED_KEYS, chunks, expectCode, fileStorageContract } from './testing/storage-contract.ts';

let dir: string;
let root: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'grantflow-disk-'));
  root = path.join(dir, 'files');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

fileStorageContract('disk', () => createDiskStorage({ root }));

async function allFiles(at: string): Promise<string[]> {
  const entries = await readdir(at, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** This process's descriptors open on a file under `at`. */
function descriptorsUnder(at: string): string[] {
  return readdirSync('/proc/self/fd').flatMap((fd) => {
    try {
      const target = readlinkSync(`/proc/self/fd/${fd}`);
      return target.startsWith(at) ? [target] : [];
    } catch {
      return [];
    }
  });
}

describe('disk storage', () => {
  it('keeps objects under root/org/<id>/<uuid>, readable by the owner only', async () => {
    const storage = createDiskStorage({ root });
    const key = newObjectKey(3);
    await storage.put(key, Readable.from([Buffer.from('x')]), { contentType: 'text/plain', maxBytes: 10 });
    const file = path.join(root, ...key.split('/'));
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('leaves no temporary file behind after a refused upload', async () => {
    const own = path.join(dir, 'own');
    const storage: FileStorage = createDiskStorage({ root: own });
    const key = newObjectKey(9);
    await expectCode(
      storage.put(key, Readable.from(chunks(500_000)), { contentType: 'application/pdf', maxBytes: 64_000 }),
      'TOO_LARGE',
    );
    expect(await allFiles(own)).toEqual([]);
  });

  it('holds no descriptor and leaves no temporary file once a put whose client hung up rejects', async () => {
    const own = path.join(dir, 'aborted');
    const storage = createDiskStorage({ root: own });
    const body = new PassThrough();
    const stored = storage.put(newObjectKey(4), body, { contentType: 'application/pdf', maxBytes: 1 << 30 });
    for (let i = 0; i < 32; i += 1) body.write(Buffer.alloc(1024 * 1024, 0x61));
    // Bytes on disk: the put is writing, with more queued behind (as for a client hanging up mid-upload).
    const written = async () => {
      const [temp] = await allFiles(own);
      return temp ? (await stat(temp)).size > 1024 * 1024 : false;
    };
    while (!(await written())) await new Promise((resolve) => setImmediate(resolve));
    body.destroy(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
    await expect(stored).rejects.toThrow('aborted');
    expect(descriptorsUnder(own)).toEqual([]);
    expect(await allFiles(own)).toEqual([]);
  });

  it('sweeps the temp files a dead process left, and nothing else', async () => {
    const own = path.join(dir, 'sweep');
    const storage = createDiskStorage({ root: own });
    const key = newObjectKey(5);
    await storage.put(key, Readable.from([Buffer.from('kept')]), { contentType: 'text/plain', maxBytes: 10 });
    const folder = path.join(own, 'org', '5');
    const file = (name: string) => path.join(folder, name);
    const abandoned = file(`${randomUUID()}.${randomUUID()}.tmp`);
    const fresh = file(`${randomUUID()}.${randomUUID()}.tmp`);
    const other = file('notes.tmp');
    for (const name of [abandoned, fresh, other]) await writeFile(name, 'x');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const name of [abandoned, other]) await utimes(name, twoHoursAgo, twoHoursAgo);
    await mkdir(path.join(own, 'org', '6'));

    expect(await storage.sweepAbandonedUploads()).toBe(1);
    expect((await allFiles(own)).sort()).toEqual([file(key.split('/')[2] as string), fresh, other].sort());
    expect(await createDiskStorage({ root: path.join(dir, 'never-written') }).sweepAbandonedUploads()).toBe(
      0,
    );
  });

  it('never takes the temp file of an upload still running in another process', async () => {
    const own = path.join(dir, 'sweep-live');
    const writer = createDiskStorage({ root: own });
    const key = newObjectKey(8);
    const body = new PassThrough();
    const stored = writer.put(key, body, { contentType: 'text/plain', maxBytes: 1 << 20 });
    body.write('first half, ');
    while ((await allFiles(own)).length === 0) await new Promise((resolve) => setImmediate(resolve));
    // A second store on the same directory starting up (a restarted or second api), with the default age.
    expect(await createDiskStorage({ root: own }).sweepAbandonedUploads()).toBe(0);
    body.end('second half');
    await stored;
    expect((await buffer((await writer.get(key)).body)).toString()).toBe('first half, second half');
  });

  it('touches nothing outside root with crafted keys', async () => {
    // Deep enough that `../../x` from root still lands inside `jail`, where it would be seen.
    const inner = path.join(dir, 'jail', 'a', 'b', 'c', 'files');
    const storage = createDiskStorage({ root: inner });
    for (const key of CRAFTED_KEYS) {
      await storage
        .put(key, Readable.from([Buffer.from('x')]), { contentType: 'text/plain', maxBytes: 10 })
        .catch(() => {});
      await storage.delete(key).catch(() => {});
    }
    expect(await allFiles(path.join(dir, 'jail'))).toEqual([]);
  });
});
