import { randomUUID } from 'node:crypto';
import { access, mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Lays out what a process killed mid-upload leaves under `DATA_DIR/files` — a temp file last written two hours
 * ago — beside one written just now (an upload in progress), for tests of a service's start-up sweep.
 */
export async function leaveAbandonedUpload(dataDir: string): Promise<{ abandoned: string; fresh: string }> {
  const folder = path.join(dataDir, 'files', 'org', '3');
  await mkdir(folder, { recursive: true });
  const abandoned = path.join(folder, `${randomUUID()}.${randomUUID()}.tmp`);
  const fresh = path.join(folder, `${randomUUID()}.${randomUUID()}.tmp`);
  await writeFile(abandoned, 'GFS1 application/pdf\n%PDF-1.7 half an upload');
  await writeFile(fresh, 'GFS1 application/pdf\n%PDF-1.7 an upload in progress');
  const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
  await utimes(abandoned, twoHoursAgo, twoHoursAgo);
  return { abandoned, fresh };
}

export async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}
