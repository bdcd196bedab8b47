import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { blockingFolder, dataDirProblem, type FsEntry, findSystemUser } from './data-dir-access.ts';

// `npm start` as root with DATA_DIR under a folder only root can enter.

const ROOT = 0;
const postgres = { name: 'postgres', uid: 105, gid: 110 };
const tree: Record<string, FsEntry> = {
  '/': { mode: 0o40755, uid: ROOT, gid: ROOT },
  '/root': { mode: 0o40700, uid: ROOT, gid: ROOT },
  '/root/grantflow': { mode: 0o40755, uid: ROOT, gid: ROOT },
  '/srv': { mode: 0o40755, uid: ROOT, gid: ROOT },
  '/srv/team': { mode: 0o40750, uid: ROOT, gid: 110 },
  '/srv/private': { mode: 0o40750, uid: ROOT, gid: ROOT },
};
const stat = (folder: string) => tree[folder] ?? null;

describe('blockingFolder', () => {
  it('finds the root-only folder on the way to the data folder', () => {
    expect(blockingFolder('/root/grantflow/.data/pg', postgres, stat)).toBe('/root');
  });

  it('lets the user through folders open to others or to its group', () => {
    expect(blockingFolder('/srv/grantflow/pg', postgres, stat)).toBeNull();
    expect(blockingFolder('/srv/team/pg', postgres, stat)).toBeNull();
    expect(blockingFolder('/srv/private/pg', postgres, stat)).toBe('/srv/private');
  });

  it('counts only the "other" bits for a user that does not exist yet', () => {
    expect(blockingFolder('/srv/team/pg', null, stat)).toBe('/srv/team');
  });
});

describe('dataDirProblem', () => {
  it('says nothing when not started as root (PostgreSQL then runs as the same user)', () => {
    expect(dataDirProblem('/root/grantflow/.data/pg', { isRoot: false, user: postgres, stat })).toBeNull();
  });

  it('stops with what to do when the folder is out of reach', () => {
    const message = dataDirProblem('/root/grantflow/.data/pg', { isRoot: true, user: postgres, stat });
    expect(message).toContain('/root does not let that user in');
    expect(message).toContain('DATA_DIR=');
    expect(message).toContain('chmod o+x /root');
  });

  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'data-dir-access-'));
  // mkdtemp makes it 0700 itself; open it so only the folder under test is closed.
  fs.chmodSync(scratch, 0o755);
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('agrees with the real file system and the real postgres account', () => {
    const user = findSystemUser('postgres');
    if (!user || process.getuid?.() !== 0)
      return expect(user === null || process.getuid?.() !== 0).toBe(true);
    const closed = path.join(scratch, 'closed');
    fs.mkdirSync(closed, { mode: 0o700 });
    fs.chmodSync(closed, 0o700);
    const dataDir = path.join(closed, 'data', 'pg');
    expect(dataDirProblem(dataDir, { isRoot: true, user })).toContain(`${closed} does not let that user in`);
    // What the message advises works: the postgres user can then enter the folder.
    fs.chmodSync(closed, 0o711);
    expect(dataDirProblem(dataDir, { isRoot: true, user })).toBeNull();
    fs.mkdirSync(path.dirname(dataDir), { recursive: true });
    expect(() =>
      execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', `ls ${path.dirname(dataDir)}`]),
    ).not.toThrow();
  });
});
