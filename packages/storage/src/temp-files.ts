import { randomUUID } from 'node:crypto';
import { lstat, readdir, rm } from 'node:fs/promises';
import path from 'node:path';

// The disk store writes each object to a temporary file beside it, then renames it into place. A process
// killed mid-write (or a failure before the clean-up ran) leaves that file behind; this names them and
// sweeps them at start.

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** `<object uuid>.<write uuid>.tmp`: never a key (keys have no dot), never a user's name. */
const TEMP_FILE = new RegExp(`^${UUID}\\.${UUID}\\.tmp$`);

/** Where a write of `file` goes before it is renamed into place: same directory, so one file system. */
export function tempPathFor(file: string): string {
  return `${file}.${randomUUID()}.tmp`;
}

export function isTempFileName(name: string): boolean {
  return TEMP_FILE.test(name);
}

export interface SweepOptions {
  /** Only files not written to for this long are removed. */
  olderThanMs: number;
  now?: Date | undefined;
}

async function entries(dir: string): Promise<string[]> {
  return readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return [];
    throw error;
  });
}

/**
 * Removes the temporary files under `root/org/<id>/` not written to for `olderThanMs`; returns how many.
 * A write in progress, in this process or another sharing the directory, keeps its file's mtime fresh as its
 * bytes arrive, so only a write stalled for longer than the age is ever swept (its rename then fails).
 */
export async function sweepTempFiles(
  root: string,
  { olderThanMs, now = new Date() }: SweepOptions,
): Promise<number> {
  const cutoff = now.getTime() - olderThanMs;
  const orgRoot = path.join(root, 'org');
  let removed = 0;
  for (const organization of await entries(orgRoot)) {
    const dir = path.join(orgRoot, organization);
    for (const name of await entries(dir)) {
      if (!isTempFileName(name)) continue;
      const file = path.join(dir, name);
      const info = await lstat(file).catch(() => undefined);
      if (!info?.isFile() || info.mtimeMs >= cutoff) continue;
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
