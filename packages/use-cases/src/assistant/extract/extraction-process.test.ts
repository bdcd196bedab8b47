import { describe, expect, it } from 'vitest';
import { releaseProcess, takeProcess } from './extraction-process.ts';

// Warm extraction processes: one that answered serves the next file; one that was killed never does.

describe('extraction processes', () => {
  it('reuses a process that answered and replaces one that was killed', () => {
    // A heap size of its own, so no other test's process is handed out here.
    const first = takeProcess(300);
    releaseProcess(first);
    const second = takeProcess(300);
    expect(second).toBe(first);
    expect(second.child.pid).toBe(first.child.pid);
    second.kill();
    releaseProcess(second);
    const third = takeProcess(300);
    expect(third).not.toBe(first);
    expect(third.alive).toBe(true);
    third.kill();
  });
});
