import { Readable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDocumentsKit, type DocumentsKit } from '../testing/documents-kit.ts';
import { codeOf, funderAndProgram, refusalOf } from '../testing/fixtures.ts';
import { createUseCaseKit, type UseCaseKit } from '../testing/use-case-kit.ts';
import { createFolder } from './create-folder.ts';
import { getFolder } from './get-folder.ts';
import { listFolders } from './list-folders.ts';
import { updateFolder } from './update-folder.ts';
import { uploadFile } from './upload-file.ts';

let kit: UseCaseKit;
let docs: DocumentsKit;
let funderA: number;
let funderB: number;

const upload = (name: string, folder: string) =>
  uploadFile({
    ...kit.a,
    ...docs,
    funderId: funderA,
    folder,
    maxBytes: 1024 * 1024,
    file: { name, declaredType: 'text/plain', body: Readable.from([Buffer.from(`text of ${name}`)]) },
  });

const paths = async () => (await listFolders({ ...kit.a, funderId: funderA })).map((folder) => folder.path);
const filesAt = async () =>
  kit.sql<{ folder_path: string; name: string }>(
    'select folder_path, name from files where funder_id = $1 order by folder_path, name',
    [funderA],
  );
const move = (path: string, name: string | null, parent: string | null) =>
  updateFolder({ ...kit.a, ...docs, funderId: funderA, path, name, parent });

beforeAll(async () => {
  kit = await createUseCaseKit();
  docs = await createDocumentsKit(kit.database.url);
  funderA = (await funderAndProgram(kit.a, 'Folders')).funderId;
  funderB = (await funderAndProgram(kit.b, 'Other folders')).funderId;
  await createFolder({ ...kit.a, funderId: funderA, path: '/2024/Reports/Q1' });
  await createFolder({ ...kit.a, funderId: funderA, path: '/Archive' });
  await upload('budget.txt', '/2024/Reports');
  await upload('q1.txt', '/2024/Reports/Q1');
  // A folder that exists only through its file (as an import may leave one).
  await upload('loose.txt', '/2024/Reports/Drafts');
  await kit.sql("delete from folders where funder_id = $1 and path = '/2024/Reports/Drafts'", [funderA]);
}, 60_000);

afterAll(async () => {
  await docs?.close();
  await kit?.close();
});

describe('updateFolder', () => {
  it('renames a folder with its sub-folders and files, and announces each moved file', async () => {
    const renamed = await move('/2024/Reports', 'Reporting', null);
    expect(renamed.path).toBe('/2024/Reporting');
    expect(renamed.children?.folders).toEqual(['Drafts', 'Q1']);
    expect(renamed.children?.files.map((file) => file.name)).toEqual(['budget.txt']);
    expect(await paths()).toEqual([
      '/2024',
      '/2024/Reporting',
      '/2024/Reporting/Drafts',
      '/2024/Reporting/Q1',
      '/Archive',
    ]);
    expect(await filesAt()).toEqual([
      { folder_path: '/2024/Reporting', name: 'budget.txt' },
      { folder_path: '/2024/Reporting/Drafts', name: 'loose.txt' },
      { folder_path: '/2024/Reporting/Q1', name: 'q1.txt' },
    ]);
    const rows = await kit.sql<{ path: string; name: string }>(
      "select path, name from folders where funder_id = $1 and path like '/2024/Reporting%' order by path",
      [funderA],
    );
    expect(rows).toEqual([
      { path: '/2024/Reporting', name: 'Reporting' },
      { path: '/2024/Reporting/Q1', name: 'Q1' },
    ]);
    const renamedIds = (await docs.events()).filter((e) => e.type === 'file.renamed');
    expect(renamedIds).toHaveLength(3);
  });

  it('moves a folder into another one, keeping the folder it left', async () => {
    const moved = await move('/2024/Reporting', null, '/Archive');
    expect(moved.path).toBe('/Archive/Reporting');
    expect(await paths()).toEqual([
      '/2024',
      '/Archive',
      '/Archive/Reporting',
      '/Archive/Reporting/Drafts',
      '/Archive/Reporting/Q1',
    ]);
    const q1 = await getFolder({ ...kit.a, funderId: funderA, path: '/Archive/Reporting/Q1' });
    expect(q1.children?.files.map((file) => file.name)).toEqual(['q1.txt']);
  });

  it('moves a folder that exists only through its files, and back to the root under a new name', async () => {
    const moved = await move('/Archive/Reporting/Drafts', 'Loose', '/');
    expect(moved.path).toBe('/Loose');
    expect(moved.children?.files.map((file) => file.name)).toEqual(['loose.txt']);
    expect(await paths()).toContain('/Loose');
    expect(await paths()).not.toContain('/Archive/Reporting/Drafts');
  });

  it('changes only the case of a name, and leaves an unchanged folder alone', async () => {
    expect((await move('/Loose', 'LOOSE', null)).path).toBe('/LOOSE');
    const before = (await docs.events()).length;
    expect((await move('/LOOSE', 'LOOSE', '/')).path).toBe('/LOOSE');
    expect(await docs.events()).toHaveLength(before);
  });

  it('moves a tree whose names hold characters outside the BMP (counted once each by PostgreSQL)', async () => {
    await upload('deep.txt', '/📁 Grants/Sub');
    const moved = await move('/📁 Grants', '📂 Grants', null);
    expect(moved.children?.folders).toEqual(['Sub']);
    const sub = await getFolder({ ...kit.a, funderId: funderA, path: '/📂 Grants/Sub' });
    expect(sub.children?.files.map((file) => file.name)).toEqual(['deep.txt']);
    expect(await paths()).not.toContain('/📁 Grants/Sub');
  });

  it('refuses a move into itself or below it, a taken path and an unknown folder, moving nothing', async () => {
    const before = { paths: await paths(), files: await filesAt() };
    expect(await codeOf(move('/Archive', null, '/Archive'))).toBe('FOLDER_MOVE_INTO_ITSELF');
    expect(await codeOf(move('/Archive', null, '/Archive/Reporting/Q1'))).toBe('FOLDER_MOVE_INTO_ITSELF');
    const taken = await refusalOf(move('/LOOSE', 'archive', null));
    expect(taken).toMatchObject({ code: 'NAME_TAKEN', params: { name: 'archive' } });
    // Taken by a folder that exists only through a file below it.
    expect(await codeOf(move('/2024', 'loose', null))).toBe('NAME_TAKEN');
    expect(await codeOf(move('/Nope', 'x', null))).toBe('FOLDER_NOT_FOUND');
    expect({ paths: await paths(), files: await filesAt() }).toEqual(before);
  });

  it('refuses a move past the nesting limit', async () => {
    const deep = `/${Array.from({ length: 30 }, (_, i) => `d${i}`).join('/')}`;
    await createFolder({ ...kit.a, funderId: funderA, path: deep });
    const refusal = await refusalOf(move('/Archive', null, deep));
    expect(refusal).toMatchObject({ code: 'VALIDATION', fields: { parent: { code: 'TOO_DEEP' } } });
    expect(await paths()).toContain('/Archive/Reporting/Q1');
  });

  it('answers FOLDER_NOT_FOUND when another move takes the folder while this one waits for it', async () => {
    await createFolder({ ...kit.a, funderId: funderA, path: '/Race' });
    const other = new pg.Client({ connectionString: kit.database.url });
    await other.connect();
    try {
      await other.query('begin');
      await other.query("update folders set path = '/Raced' where funder_id = $1 and path = '/Race'", [
        funderA,
      ]);
      const pending = codeOf(move('/Race', 'Lost', null));
      // Once the move waits on the other transaction's row lock, that transaction commits.
      for (;;) {
        const [waiting] = await kit.sql<{ n: number }>(
          `select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
            where not l.granted and a.datname = current_database()`,
        );
        if ((waiting?.n ?? 0) > 0) break;
        await new Promise((resolve) => setImmediate(resolve));
      }
      await other.query('commit');
      expect(await pending).toBe('FOLDER_NOT_FOUND');
    } finally {
      await other.end();
    }
    expect(await paths()).toContain('/Raced');
    expect(await paths()).not.toContain('/Lost');
  });

  it('refuses another organisation’s funder and folder, moving nothing', async () => {
    const before = await filesAt();
    const asB = (funderId: number) =>
      updateFolder({ ...kit.b, ...docs, funderId, path: '/Archive', name: 'Stolen', parent: null });
    expect(await codeOf(asB(funderA))).toBe('FUNDER_NOT_FOUND');
    expect(await codeOf(asB(funderB))).toBe('FOLDER_NOT_FOUND');
    expect(await filesAt()).toEqual(before);
    expect(await paths()).toContain('/Archive');
  });
});
