import { readdir } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteFile } from '../documents/delete-file.ts';
import { getFolder } from '../documents/get-folder.ts';
import { uploadFile } from '../documents/upload-file.ts';
import { createGrant } from '../grant/create-grant.ts';
import { createDocumentsKit, type DocumentsKit } from '../testing/documents-kit.ts';
import { codeOf, funderAndProgram, oneTime, type Parents, refusalOf } from '../testing/fixtures.ts';
import { createUseCaseKit, type UseCaseKit } from '../testing/use-case-kit.ts';
import { listRenewals } from './list-renewals.ts';
import { renewApplication } from './renew-application.ts';

// kit.a's today is 2026-06-15.
let kit: UseCaseKit;
let docs: DocumentsKit;

beforeAll(async () => {
  kit = await createUseCaseKit();
  docs = await createDocumentsKit(kit.database.url);
}, 60_000);

afterAll(async () => {
  await docs?.close();
  await kit?.close();
});

async function awarded(parents: Parents, deadline: string, reports: object[] = []) {
  const created = await createGrant({
    ...kit.a,
    input: oneTime(parents, {
      deadline,
      notApply: null,
      submission: { submissionDate: '2025-01-10', amountRequested: 5000 },
      award: { amountAwarded: 4000.5, receivementDate: '2025-03-15' },
      reports,
    }),
  });
  return created.applications[0]?.id as number;
}

async function storedObjects(): Promise<number> {
  const walk = async (dir: string): Promise<number> => {
    let count = 0;
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) count += await walk(`${dir}/${entry.name}`);
      else if (!entry.name.startsWith('.')) count += 1;
    }
    return count;
  };
  return walk(docs.root).catch(() => 0);
}

describe('renewals', () => {
  it('lists an awarded application whose next cycle is due within the window, soonest first', async () => {
    const parents = await funderAndProgram(kit.a, 'Window');
    const soon = await awarded(parents, '2025-08-01'); // next cycle 2026-08-01, 47 days ahead
    const other = await funderAndProgram(kit.a, 'Later');
    const later = await awarded(other, '2026-03-01'); // next cycle 2027-03-01, 259 days ahead

    const ids = async (withinDays?: number) =>
      (await listRenewals({ ...kit.a, withinDays })).map((r) => [
        r.application.id,
        r.suggestedDeadline,
        r.suggestedAmountRequestedCents,
      ]);
    expect(await ids()).toContainEqual([soon, '2026-08-01', 4000_50]);
    expect((await ids()).map(([id]) => id)).not.toContain(later);
    const wide = (await ids(300)).map(([id]) => id);
    expect(wide.indexOf(soon)).toBeLessThan(wide.indexOf(later));
    expect(await listRenewals({ ...kit.b, withinDays: 3660 })).toEqual([]);
  });

  it('renews once: the prefilled open cycle, its reports a year on, and a folder linking last cycle files', async () => {
    const parents = await funderAndProgram(kit.a, 'Renew');
    const source = await awarded(parents, '2025-09-01', [{ urgency: 'REQUIRED', deadline: '2025-12-01' }]);
    const file = await uploadFile({
      ...kit.a,
      ...docs,
      funderId: parents.funderId,
      folder: '/2025',
      maxBytes: 1024 * 1024,
      file: { name: 'Budget.txt', declaredType: 'text/plain', body: Readable.from([Buffer.from('budget')]) },
    });
    const objectsBefore = await storedObjects();

    const renewal = await renewApplication({ ...kit.a, id: source });
    expect(renewal).toMatchObject({
      status: 'NOT_APPLY',
      deadline: '2026-09-01',
      deadlineType: 'REQUIRED',
      amountRequestedCents: 4000_50,
      grantId: expect.any(Number),
    });
    expect(renewal.reports?.map((r) => [r.urgency, r.deadline, r.submitted])).toEqual([
      ['REQUIRED', '2026-12-01', false],
    ]);
    expect((await renewApplication({ ...kit.a, id: source })).id).toBe(renewal.id);
    expect(
      await kit.sql('select id, not_apply, renewed_from_id from applications where renewed_from_id = $1', [
        source,
      ]),
    ).toEqual([{ id: renewal.id, not_apply: true, renewed_from_id: source }]);
    // The source is no longer a candidate: a later application of its funder and program exists.
    expect((await listRenewals({ ...kit.a, withinDays: 3660 })).map((r) => r.application.id)).not.toContain(
      source,
    );

    const folder = await getFolder({ ...kit.a, ...docs, funderId: parents.funderId, path: '/Renewal 2026' });
    const link = folder.children?.files.find((f) => f.name === 'Budget.txt');
    expect(link?.storageKey).toBe(file.storageKey);
    expect(link?.id).not.toBe(file.id);
    // Deleting the original keeps the object the link still names; deleting the link then removes it.
    await deleteFile({ ...kit.a, ...docs, id: file.id });
    expect(await storedObjects()).toBe(objectsBefore);
    await deleteFile({ ...kit.a, ...docs, id: link?.id as number });
    expect(await storedObjects()).toBe(objectsBefore - 1);
  });

  // The other refusals are the use case's own rules (renew-application.test.ts); these two depend on the SQL.
  it('refuses an award with a later application, and the other organisation', async () => {
    const parents = await funderAndProgram(kit.a, 'Refused');
    const first = await awarded(parents, '2024-05-01');
    await awarded(parents, '2025-05-01');
    expect(await refusalOf(renewApplication({ ...kit.a, id: first }))).toMatchObject({
      code: 'CONFLICT',
      params: { reason: 'NOT_LATEST' },
    });
    expect(await codeOf(renewApplication({ ...kit.b, id: first }))).toBe('APPLICATION_NOT_FOUND');
    expect(await kit.sql('select id from applications where renewed_from_id = $1', [first])).toEqual([]);
  });
});
