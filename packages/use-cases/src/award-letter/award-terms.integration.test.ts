import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAdminPool } from '@grantflow/db/testing/test-database';
import { createDiskStorage } from '@grantflow/storage/disk-storage';
import type { FileStorage } from '@grantflow/storage/file-storage';
import { Document, Packer, Paragraph } from 'docx';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeTestFile } from '../assistant/testing/store-test-file.ts';
import { codeOf, oneTimeGrant } from '../testing/fixtures.ts';
import { createUseCaseKit, type UseCaseKit } from '../testing/use-case-kit.ts';
import { confirmAwardTerms } from './confirm-award-terms.ts';
import { proposeAwardTerms } from './propose-award-terms.ts';

// Reading a real Word award letter through the extraction process, and storing only what the user kept.

const LETTER = [
  'Dear grants team,',
  'We are pleased to confirm that the Board has awarded your organization a grant of $40,000.',
  'An interim narrative report is due on March 31, 2027.',
  'A final financial report must be submitted by 30 June 2028.',
  'The grantee must acknowledge the Foundation in all public materials.',
  'Funds shall be used only for the purposes described in the proposal.',
];

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let kit: UseCaseKit;
let admin: pg.Pool;
let root: string;
let storage: FileStorage;
beforeAll(async () => {
  kit = await createUseCaseKit();
  admin = createAdminPool(kit.database.url, 1);
  admin.on('error', () => {});
  root = await mkdtemp(join(tmpdir(), 'gf-award-'));
  storage = createDiskStorage({ root });
});
afterAll(async () => {
  await admin?.end();
  await kit?.close();
  if (root) await rm(root, { recursive: true, force: true });
});

async function letterOf(organizationId: number, funderId: number, name = 'award-letter.docx') {
  const document = new Document({
    sections: [{ children: LETTER.map((line) => new Paragraph(line)) }],
  });
  const bytes = new Uint8Array(await Packer.toBuffer(document));
  return storeTestFile(admin, storage, {
    organizationId,
    funderId,
    folder: 'Awards',
    name,
    mimeType: DOCX,
    bytes,
  });
}

const awarded = {
  notApply: false,
  status: 'AWARDED',
  submission: { submissionDate: '2026-01-10', amountRequested: 35_000 },
  award: { amountAwarded: 35_000, receivementDate: '2026-04-01' },
};

describe('award letters', () => {
  it('proposes from a DOCX letter, stores nothing until confirmed, then only what was kept', async () => {
    const { grant, application } = await oneTimeGrant(kit.a, 'Reading Circle', awarded);
    const file = await letterOf(kit.orgA.id, grant.funderId);
    const before = await kit.sql('select count(*)::int as n from reports where application_id = $1', [
      application.id,
    ]);

    const proposal = await proposeAwardTerms({
      ...kit.a,
      storage,
      applicationId: application.id,
      fileId: file.id,
    });
    expect(proposal.amountAwarded).toMatchObject({ cents: 4_000_000, currency: 'USD' });
    expect(proposal.reports.map((r) => [r.name, r.dueDate, r.source])).toEqual([
      ['Interim narrative report', '2027-03-31', LETTER[2]],
      ['Final financial report', '2028-06-30', LETTER[3]],
    ]);
    expect(proposal.conditions.map((c) => c.source)).toEqual([LETTER[4], LETTER[5]]);
    expect(
      await kit.sql('select count(*)::int as n from reports where application_id = $1', [application.id]),
    ).toEqual(before);

    // The user moves the interim report a day, drops the final report and the second condition.
    const stored = await confirmAwardTerms({
      ...kit.a,
      applicationId: application.id,
      input: {
        amountAwarded: 4_000_000,
        reports: [{ name: 'Interim narrative report', dueDate: '2027-04-01', urgency: 'REQUIRED' }],
        conditions: [{ text: LETTER[4] ?? '' }],
      },
    });
    expect(stored.amountAwardedCents).toBe(4_000_000);
    expect(
      await kit.sql(
        'select deadline::text, urgency::text, description from reports where application_id = $1',
        [application.id],
      ),
    ).toEqual([{ deadline: '2027-04-01', urgency: 'REQUIRED', description: 'Interim narrative report' }]);
    const [funder] = await kit.sql<{ notes: string }>('select notes from funders where id = $1', [
      grant.funderId,
    ]);
    expect(funder?.notes).toBe(`Reading Circle 2026-03-01:\n- ${LETTER[4]}`);
  });

  it('refuses an application that is not awarded, another funder’s file and another organisation', async () => {
    const { grant, application } = await oneTimeGrant(kit.a, 'Open Call', {});
    const file = await letterOf(kit.orgA.id, grant.funderId);
    const base = { ...kit.a, storage, applicationId: application.id, fileId: file.id };
    expect(await codeOf(proposeAwardTerms(base))).toBe('APPLICATION_NOT_AWARDED');
    const empty = { amountAwarded: 100, reports: [], conditions: [] };
    expect(await codeOf(confirmAwardTerms({ ...kit.a, applicationId: application.id, input: empty }))).toBe(
      'APPLICATION_NOT_AWARDED',
    );

    const other = await oneTimeGrant(kit.a, 'Other Funder', awarded);
    expect(await codeOf(proposeAwardTerms({ ...base, applicationId: other.application.id }))).toBe(
      'FILE_NOT_FOUND',
    );

    const ofA = await oneTimeGrant(kit.a, 'Tenant A', awarded);
    const fileOfA = await letterOf(kit.orgA.id, ofA.grant.funderId);
    const refused = { ...kit.b, storage, applicationId: ofA.application.id, fileId: fileOfA.id };
    expect(await codeOf(proposeAwardTerms(refused))).toBe('APPLICATION_NOT_FOUND');
    const input = {
      amountAwarded: 1,
      reports: [{ name: 'X', dueDate: '2027-01-01', urgency: 'REQUIRED' as const }],
      conditions: [],
    };
    expect(await codeOf(confirmAwardTerms({ ...kit.b, applicationId: ofA.application.id, input }))).toBe(
      'APPLICATION_NOT_FOUND',
    );
    expect(
      await kit.sql('select amount_awarded_cents::int as c from applications where id = $1', [
        ofA.application.id,
      ]),
    ).toEqual([{ c: 3_500_000 }]);
  });

  it('answers NO_TEXT for a file with no readable text', async () => {
    const { grant, application } = await oneTimeGrant(kit.a, 'Picture Letter', awarded);
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const image = await storeTestFile(admin, storage, {
      organizationId: kit.orgA.id,
      funderId: grant.funderId,
      folder: 'Awards',
      name: 'scan.png',
      mimeType: 'image/png',
      bytes,
    });
    expect(
      await codeOf(proposeAwardTerms({ ...kit.a, storage, applicationId: application.id, fileId: image.id })),
    ).toBe('NO_TEXT');
    // A row whose bytes never reached the store.
    await storage.delete(image.storageKey as Parameters<FileStorage['delete']>[0]);
    expect(
      await codeOf(proposeAwardTerms({ ...kit.a, storage, applicationId: application.id, fileId: image.id })),
    ).toBe('FILE_NOT_FOUND');
  });
});
