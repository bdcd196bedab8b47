import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withIdentity, withTenant } from '../client.ts';
import { funders } from '../schema/funders.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import {
  createFolderWithAncestors,
  deleteFileRow,
  deleteFolderTree,
  fileNamesInFolder,
  folderChildren,
  folderExists,
  getFile,
  insertFile,
  listFolderPaths,
  moveFile,
} from './documents.ts';
import { insertOrganization } from './organizations.ts';

let t: TestDatabase;
let org: number;
let other: number;
let funder: number;
let otherFunder: number;
let keyCount = 0;

const key = () => `org/1/00000000-0000-4000-8000-${String(++keyCount).padStart(12, '0')}`;
const file = (folderPath: string, name: string) => ({
  funderId: funder,
  folderPath,
  name,
  storageKey: key(),
  sizeBytes: 10,
  mimeType: 'application/pdf',
});

beforeAll(async () => {
  t = await createTestDatabase();
  [org, other] = await withIdentity(t.db, async (tx) => [
    (await insertOrganization(tx, { name: 'Docs A' })).id,
    (await insertOrganization(tx, { name: 'Docs B' })).id,
  ]);
  funder = await withTenant(t.db, org, async (tx) => {
    const [row] = await tx
      .insert(funders)
      .values({ organizationId: org, name: 'F', type: 'FOUNDATION' })
      .returning();
    return row?.id as number;
  });
  otherFunder = await withTenant(t.db, other, async (tx) => {
    const [row] = await tx
      .insert(funders)
      .values({ organizationId: other, name: 'G', type: 'FOUNDATION' })
      .returning();
    return row?.id as number;
  });
  await withTenant(t.db, org, async (tx) => {
    await createFolderWithAncestors(tx, org, funder, '/2024/Reports');
    await createFolderWithAncestors(tx, org, funder, '/2024/Reports'); // idempotent
    await createFolderWithAncestors(tx, org, funder, '/100%_done');
    await insertFile(tx, org, file('/', 'Budget.xlsx'));
    await insertFile(tx, org, file('/', 'Award letter.docx'));
    await insertFile(tx, org, file('/2024/Reports', 'Q1.pdf'));
    // A file whose folder has no row (as an import may leave it): its folders still show.
    await insertFile(tx, org, file('/Imported/Deep', 'notes.md'));
  });
});

afterAll(async () => {
  await t?.close();
});

describe('documents repository', () => {
  it('lists children: sub-folders first by name, then files by name', async () => {
    const children = await withTenant(t.db, org, (tx) => folderChildren(tx, org, funder, '/'));
    expect(children.folders).toEqual(['100%_done', '2024', 'Imported']);
    expect(children.files.map((f) => f.name)).toEqual(['Award letter.docx', 'Budget.xlsx']);
    const reports = await withTenant(t.db, org, (tx) => folderChildren(tx, org, funder, '/2024'));
    expect(reports).toEqual({ folders: ['Reports'], files: [] });
  });

  it('searches names in the folder only, case-insensitively, with % and _ literal', async () => {
    const found = await withTenant(t.db, org, (tx) => folderChildren(tx, org, funder, '/', 'BUD'));
    expect(found.files.map((f) => f.name)).toEqual(['Budget.xlsx']);
    expect(found.folders).toEqual([]);
    const literal = await withTenant(t.db, org, (tx) => folderChildren(tx, org, funder, '/', '%_'));
    expect(literal.folders).toEqual(['100%_done']);
    expect(literal.files).toEqual([]);
    const nested = await withTenant(t.db, org, (tx) => folderChildren(tx, org, funder, '/', 'Q1'));
    expect(nested.files).toEqual([]);
  });

  it('lists every folder, ancestors of file folders included, root excluded', async () => {
    const paths = await withTenant(t.db, org, (tx) => listFolderPaths(tx, org, funder));
    expect(paths).toEqual(['/100%_done', '/2024', '/2024/Reports', '/Imported', '/Imported/Deep']);
  });

  it('knows which folders exist', async () => {
    const exists = (path: string) => withTenant(t.db, org, (tx) => folderExists(tx, org, funder, path));
    expect(await exists('/')).toBe(true);
    expect(await exists('/2024')).toBe(true);
    expect(await exists('/Imported')).toBe(true);
    expect(await exists('/Nope')).toBe(false);
    expect(await exists('/202')).toBe(false);
  });

  it('refuses a taken name on insert and on move, without aborting the transaction', async () => {
    await withTenant(t.db, org, async (tx) => {
      expect(await insertFile(tx, org, file('/', 'Budget.xlsx'))).toBeNull();
      const q1 = (await folderChildren(tx, org, funder, '/2024/Reports')).files[0];
      expect(await moveFile(tx, org, q1?.id as number, { folderPath: '/', name: 'budget.XLSX' })).toBeNull();
      const moved = await moveFile(tx, org, q1?.id as number, { folderPath: '/', name: 'Q1 report.pdf' });
      expect(moved).toMatchObject({ folderPath: '/', name: 'Q1 report.pdf' });
      expect(await fileNamesInFolder(tx, org, funder, '/', moved?.id)).toEqual(
        expect.arrayContaining(['Budget.xlsx', 'Award letter.docx']),
      );
      await moveFile(tx, org, q1?.id as number, { folderPath: '/2024/Reports', name: 'Q1.pdf' });
    });
  });

  it('hides another organisation’s files and folders', async () => {
    const mine = await withTenant(t.db, org, (tx) => folderChildren(tx, org, funder, '/'));
    const id = mine.files[0]?.id as number;
    await expect(withTenant(t.db, other, (tx) => getFile(tx, other, id))).rejects.toMatchObject({
      code: 'FILE_NOT_FOUND',
    });
    await expect(withTenant(t.db, other, (tx) => deleteFileRow(tx, other, id))).rejects.toMatchObject({
      code: 'FILE_NOT_FOUND',
    });
    expect(await withTenant(t.db, other, (tx) => listFolderPaths(tx, other, otherFunder))).toEqual([]);
    expect(await withTenant(t.db, other, (tx) => deleteFolderTree(tx, other, otherFunder, '/2024'))).toEqual(
      [],
    );
    expect(await withTenant(t.db, org, (tx) => getFile(tx, org, id))).toMatchObject({ id });
  });

  it('deletes a folder tree and returns the deleted files', async () => {
    const deleted = await withTenant(t.db, org, (tx) => deleteFolderTree(tx, org, funder, '/2024'));
    expect(deleted.map((f) => f.name)).toEqual(['Q1.pdf']);
    expect(deleted[0]?.storageKey).toMatch(/^org\//);
    const paths = await withTenant(t.db, org, (tx) => listFolderPaths(tx, org, funder));
    expect(paths).toEqual(['/100%_done', '/Imported', '/Imported/Deep']);
  });
});
