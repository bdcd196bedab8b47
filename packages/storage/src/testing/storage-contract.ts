import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { isStorageError } from '../errors.ts';
import type { FileStorage } from '../file-storage.ts';
import type { ObjectKey } from '../keys.ts';
import { newObjectKey } from '../keys.ts';

// The behaviour every FileStorage must show, run against each implementation by its own test file.

/** Keys an attacker might craft; every method must refuse them before any I/O. */
export const CRAFTED_KEYS = [
  '../../etc/passwd',
  'org/1/../../../etc/passwd',
  '/etc/passwd',
  'org/1/..',
  'org\\1\\0b4fdc1e-5a63-4c57-8a4a-2c3f0bd56a8b',
  'org/1/0b4fdc1e-5a63-4c57-8a4a-2c3f0bd56a8b/../x',
  'org/1/0b4fdc1e-5a63-4c57-8a4a-2c3f0bd56a8b\u0000.pdf',
  'org/1/0b4fdc1e-5a63-4c57-8a4a-2c3f0bd56a8b%00',
  'org/1/0b4fdc1e-5a63-4c57-8a4a-2c3f0bd56a8b\n',
  'org/../0b4fdc1e-5a63-4c57-8a4a-2c3f0bd56a8b',
  'org//0b4fdc1e-5a63-4c57-8a4a-2c3f0bd56a8b',
  'org/1/0B4FDC1E-5A63-4C57-8A4A-2C3F0BD56A8B',
  'org/1/report.pdf',
  '',
] as ObjectKey[];

export function chunks(total: number, chunkSize = 64 * 1024, fill = (i: number) => i % 251): Buffer[] {
  const all = Buffer.alloc(total);
  for (let i = 0; i < total; i++) all[i] = fill(i);
  const parts: Buffer[] = [];
  for (let at = 0; at < total; at += chunkSize) parts.push(all.subarray(at, at + chunkSize));
  return parts;
}

export async function expectCode(promise: Promise<unknown>, code: string): Promise<void> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(isStorageError(error) ? error.code : error).toBe(code);
}

export function fileStorageContract(name: string, make: () => FileStorage): void {
  describe(`${name}: the FileStorage contract`, () => {
    const text = (value: string) => Readable.from([Buffer.from(value)]);

    it('round-trips bytes and type, streamed in many chunks', async () => {
      const storage = make();
      const key = newObjectKey(7);
      const parts = chunks(300_000, 10_000);
      const stored = await storage.put(key, Readable.from(parts), {
        contentType: 'application/pdf',
        maxBytes: 300_000,
      });
      expect(stored).toEqual({ size: 300_000, contentType: 'application/pdf' });
      expect(await storage.head(key)).toEqual({ size: 300_000, contentType: 'application/pdf' });
      const object = await storage.get(key);
      expect(object.size).toBe(300_000);
      expect(object.contentType).toBe('application/pdf');
      expect((await buffer(object.body)).equals(Buffer.concat(parts))).toBe(true);
    });

    it('stores an empty body and one of exactly maxBytes', async () => {
      const storage = make();
      const empty = newObjectKey(7);
      await storage.put(empty, Readable.from([]), { contentType: 'text/plain', maxBytes: 10 });
      expect(await storage.head(empty)).toEqual({ size: 0, contentType: 'text/plain' });
      const exact = newObjectKey(7);
      await storage.put(exact, text('0123456789'), {
        contentType: 'text/plain; charset=utf-8',
        maxBytes: 10,
      });
      const object = await storage.get(exact);
      expect((await buffer(object.body)).toString()).toBe('0123456789');
      expect(object.contentType).toBe('text/plain; charset=utf-8');
    });

    it('refuses a body past maxBytes mid-stream and leaves nothing, nor harms the object it would replace', async () => {
      const storage = make();
      const key = newObjectKey(7);
      await expectCode(
        storage.put(key, Readable.from(chunks(200_000, 16_384)), {
          contentType: 'application/pdf',
          maxBytes: 100_000,
        }),
        'TOO_LARGE',
      );
      await expectCode(storage.head(key), 'NOT_FOUND');

      await storage.put(key, text('first'), { contentType: 'text/plain', maxBytes: 100 });
      await expectCode(
        storage.put(key, text('x'.repeat(101)), { contentType: 'text/plain', maxBytes: 100 }),
        'TOO_LARGE',
      );
      expect((await buffer((await storage.get(key)).body)).toString()).toBe('first');
    });

    it('fails and stores nothing when the body itself fails', async () => {
      const storage = make();
      const key = newObjectKey(7);
      const failing = Readable.from(
        (async function* () {
          yield Buffer.from('partial');
          throw new Error('client went away');
        })(),
      );
      await expect(storage.put(key, failing, { contentType: 'text/plain', maxBytes: 1000 })).rejects.toThrow(
        'client went away',
      );
      await expectCode(storage.head(key), 'NOT_FOUND');
    });

    it('answers NOT_FOUND for an absent object and deletes idempotently', async () => {
      const storage = make();
      const key = newObjectKey('42');
      await expectCode(storage.get(key), 'NOT_FOUND');
      await expectCode(storage.head(key), 'NOT_FOUND');
      await storage.delete(key);
      await storage.put(key, text('bye'), { contentType: 'text/plain', maxBytes: 10 });
      await storage.delete(key);
      await storage.delete(key);
      await expectCode(storage.head(key), 'NOT_FOUND');
    });

    it('copies bytes and type; copying an absent object is NOT_FOUND', async () => {
      const storage = make();
      const from = newObjectKey(7);
      const to = newObjectKey(7);
      await storage.put(from, text('budget,total\n1,2\n'), { contentType: 'text/csv', maxBytes: 100 });
      await storage.copy(from, to);
      await storage.delete(from);
      const copy = await storage.get(to);
      expect(copy.contentType).toBe('text/csv');
      expect((await buffer(copy.body)).toString()).toBe('budget,total\n1,2\n');
      await expectCode(storage.copy(from, newObjectKey(7)), 'NOT_FOUND');
    });

    it('leaves one whole object when the same key is written concurrently', async () => {
      const storage = make();
      const key = newObjectKey(7);
      const a = Buffer.alloc(200_000, 'a');
      const b = Buffer.alloc(150_000, 'b');
      const slow = (data: Buffer) => Readable.from(chunks(data.length, 8192, (i) => data[i] as number));
      await Promise.all([
        storage.put(key, slow(a), { contentType: 'text/plain', maxBytes: 1_000_000 }),
        storage.put(key, slow(b), { contentType: 'application/pdf', maxBytes: 1_000_000 }),
      ]);
      const object = await storage.get(key);
      const bytes = await buffer(object.body);
      const expected = object.contentType === 'text/plain' ? a : b;
      expect(object.contentType).toMatch(/^(text\/plain|application\/pdf)$/);
      expect(object.size).toBe(expected.length);
      expect(bytes.equals(expected)).toBe(true);
    });

    it('refuses crafted keys in every method', async () => {
      const storage = make();
      const good = newObjectKey(7);
      await storage.put(good, text('x'), { contentType: 'text/plain', maxBytes: 10 });
      for (const key of CRAFTED_KEYS) {
        await expectCode(
          storage.put(key, text('x'), { contentType: 'text/plain', maxBytes: 10 }),
          'INVALID_KEY',
        );
        await expectCode(storage.get(key), 'INVALID_KEY');
        await expectCode(storage.head(key), 'INVALID_KEY');
        await expectCode(storage.delete(key), 'INVALID_KEY');
        await expectCode(storage.copy(good, key), 'INVALID_KEY');
        await expectCode(storage.copy(key, good), 'INVALID_KEY');
      }
    });

    it('refuses a content type that could inject a header', async () => {
      const storage = make();
      for (const contentType of ['text/html\r\nSet-Cookie: a=b', 'pdf', '', 'text/plain; x=<script>']) {
        await expectCode(
          storage.put(newObjectKey(7), text('x'), { contentType, maxBytes: 10 }),
          'INVALID_CONTENT_TYPE',
        );
      }
    });
  });
}
