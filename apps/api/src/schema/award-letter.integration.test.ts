import { Readable } from 'node:stream';
import { newObjectKey } from '@grantflow/storage/keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTrackerKit, failure, type TrackerKit } from '../testing/tracker-kit.ts';

// Award letters through GraphQL: a stored letter proposed, kept items stored, and bad input refused with
// stable codes and nothing written.

const LETTER = [
  'The Board has awarded your organization a grant of $12,000.',
  'A final report must be submitted by June 30, 2027.',
  'The grantee must keep all receipts for five years.',
].join('\n\n');

const PROPOSE = `query P($applicationId: ID!, $fileId: ID!) { proposeAwardTerms(applicationId: $applicationId, fileId: $fileId) {
  language amountAwarded { amount currency source } reports { name dueDate urgency source } conditions { text source } } }`;
const CONFIRM = `mutation C($applicationId: ID!, $input: AwardTermsInput!) { confirmAwardTerms(applicationId: $applicationId, input: $input) {
  id amountAwarded reports { deadline urgency description } } }`;

let tracker: TrackerKit;
let applicationId: string;
let openId: string;
let fileId: string;

async function insert(text: string, params: unknown[]): Promise<number> {
  const [row] = await tracker.sql<{ id: number }>(text, params);
  if (!row) throw new Error(text);
  return row.id;
}

beforeAll(async () => {
  tracker = await createTrackerKit();
  const org = tracker.orgA;
  const funder = await insert(
    "insert into funders (organization_id, name, type) values ($1, 'Letter Fund', 'FOUNDATION') returning id",
    [org],
  );
  const grant = await insert('insert into grants (organization_id, funder_id) values ($1, $2) returning id', [
    org,
    funder,
  ]);
  applicationId = String(
    await insert(
      `insert into applications (organization_id, grant_id, status, deadline, submission_date, amount_requested_cents,
         amount_awarded_cents, receivement_date, fiscal_date)
       values ($1, $2, 'AWARDED', '2026-03-01', '2026-02-01', 1500000, 1000000, '2026-04-01', '2026-04-01') returning id`,
      [org, grant],
    ),
  );
  openId = String(
    await insert(
      "insert into applications (organization_id, grant_id, status, deadline) values ($1, $2, 'NOT_APPLY', '2027-03-01') returning id",
      [org, grant],
    ),
  );
  const key = newObjectKey(org);
  const bytes = Buffer.from(LETTER);
  await tracker.kit.storage.put(key, Readable.from([bytes]), {
    contentType: 'text/plain',
    maxBytes: 1 << 20,
  });
  fileId = String(
    await insert(
      `insert into files (organization_id, funder_id, folder_path, name, storage_key, size_bytes, mime_type)
       values ($1, $2, '/', 'letter.txt', $3, $4, 'text/plain') returning id`,
      [org, funder, key, bytes.byteLength],
    ),
  );
}, 60_000);

afterAll(() => tracker?.close());

const reportsOf = (id: string) =>
  tracker.sql('select deadline::text, description from reports where application_id = $1', [Number(id)]);

describe('award letters through GraphQL', () => {
  it('proposes from the stored letter and stores nothing', async () => {
    const data = await tracker.ok<{ proposeAwardTerms: Record<string, unknown> }>(PROPOSE, {
      applicationId,
      fileId,
    });
    expect(data.proposeAwardTerms).toEqual({
      language: 'en',
      amountAwarded: {
        amount: 12000,
        currency: 'USD',
        source: 'The Board has awarded your organization a grant of $12,000.',
      },
      reports: [
        {
          name: 'Final report',
          dueDate: '2027-06-30',
          urgency: 'REQUIRED',
          source: 'A final report must be submitted by June 30, 2027.',
        },
      ],
      conditions: [
        {
          text: 'The grantee must keep all receipts for five years.',
          source: 'The grantee must keep all receipts for five years.',
        },
      ],
    });
    expect(await reportsOf(applicationId)).toEqual([]);
  });

  it('refuses with stable codes', async () => {
    expect(failure(await tracker.call(PROPOSE, { applicationId: openId, fileId })).code).toBe(
      'APPLICATION_NOT_AWARDED',
    );
    expect(failure(await tracker.call(PROPOSE, { applicationId, fileId: 'nope' })).code).toBe(
      'FILE_NOT_FOUND',
    );
    expect(failure(await tracker.call(PROPOSE, { applicationId, fileId }, tracker.tokenB)).code).toBe(
      'APPLICATION_NOT_FOUND',
    );
    const bad = await tracker.call(CONFIRM, {
      applicationId,
      input: {
        amountAwarded: -5,
        reports: [{ name: '', dueDate: '31/06/2027', urgency: 'REQUIRED' }],
        conditions: [{ text: 'x'.repeat(1001) }],
      },
    });
    expect(failure(bad).code).toBe('VALIDATION');
    expect(Object.keys(failure(bad).fields ?? {}).sort()).toEqual([
      'amountAwarded',
      'conditions.0.text',
      'reports.0.dueDate',
      'reports.0.name',
    ]);
    expect(await reportsOf(applicationId)).toEqual([]);
  });

  it('stores only what was kept', async () => {
    const data = await tracker.ok<{ confirmAwardTerms: Record<string, unknown> }>(CONFIRM, {
      applicationId,
      input: {
        amountAwarded: 12000,
        reports: [{ name: 'Final report', dueDate: '2027-07-01', urgency: 'REQUIRED' }],
        conditions: [],
      },
    });
    expect(data.confirmAwardTerms).toMatchObject({
      amountAwarded: 12000,
      reports: [{ deadline: '2027-07-01', urgency: 'REQUIRED', description: 'Final report' }],
    });
    expect(await tracker.sql("select notes from funders where name = 'Letter Fund'")).toEqual([
      { notes: null },
    ]);
  });
});
