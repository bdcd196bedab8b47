import { describe, expect, it } from 'vitest';
import { initialEntries, runUploadQueue, type SendOutcome, summarize, updateEntry } from './upload-queue.ts';

function deferred() {
  let resolve!: (outcome: SendOutcome) => void;
  const promise = new Promise<SendOutcome>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('runUploadQueue', () => {
  it('sends every file once, two at a time, and keeps going past a failure', async () => {
    const pending = new Map<string, ReturnType<typeof deferred>>();
    let inFlight = 0;
    let maxInFlight = 0;
    let entries = initialEntries(['a', 'b', 'c', 'd']);
    const run = runUploadQueue(
      ['a', 'b', 'c', 'd'],
      async (name, onProgress) => {
        inFlight += 1;
        maxInFlight = Math.max(maxInFlight, inFlight);
        onProgress(0.5);
        const d = deferred();
        pending.set(name, d);
        const outcome = await d.promise;
        inFlight -= 1;
        return outcome;
      },
      (key, change) => {
        entries = updateEntry(entries, key, change);
      },
    );
    await Promise.resolve();
    expect([...pending.keys()]).toEqual(['a', 'b']);
    expect(entries.map((e) => e.status)).toEqual(['uploading', 'uploading', 'waiting', 'waiting']);
    expect(entries[0]?.progress).toBe(0.5);

    pending.get('a')?.resolve({ ok: false, error: 'File type refused' });
    await new Promise((r) => setTimeout(r, 0));
    expect([...pending.keys()]).toEqual(['a', 'b', 'c']);
    for (const name of ['b', 'c']) pending.get(name)?.resolve({ ok: true });
    await new Promise((r) => setTimeout(r, 0));
    pending.get('d')?.resolve({ ok: true });
    await run;

    expect(maxInFlight).toBe(2);
    expect(entries.map((e) => [e.label, e.status, e.error])).toEqual([
      ['a', 'failed', 'File type refused'],
      ['b', 'done', undefined],
      ['c', 'done', undefined],
      ['d', 'done', undefined],
    ]);
    expect(summarize(entries)).toEqual({ done: 3, failed: 1, finished: true });
  });

  it("counts a sender that throws as that file's failure", async () => {
    let entries = initialEntries(['x']);
    await runUploadQueue(
      ['x'],
      async () => {
        throw new Error('socket closed');
      },
      (key, change) => {
        entries = updateEntry(entries, key, change);
      },
    );
    expect(entries[0]).toMatchObject({ status: 'failed', error: 'socket closed' });
  });

  it('is not finished while a file is waiting', () => {
    expect(summarize(initialEntries(['a']))).toEqual({ done: 0, failed: 0, finished: false });
  });
});
