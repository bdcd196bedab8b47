import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTrackerKit, failure, funderAndProgram, type TrackerKit } from '../testing/tracker-kit.ts';

const CREATE = `mutation P($amountAwarded: Float, $awardedDate: String, $awardedYear: Int, $funderId: ID, $programId: ID, $submissionDate: String) {
  createPreviousAward(amountAwarded: $amountAwarded, awardedDate: $awardedDate, awardedYear: $awardedYear,
    funderId: $funderId, programId: $programId, submissionDate: $submissionDate) {
    id status displayStatus amountAwarded submission { submissionDate } award { receivementDate isPrecisionByYear responseDays }
    grant { frequency funder { id lastAward { amountAwarded } } program { id } }
  }
}`;

let tracker: TrackerKit;
let ids: { funderId: string; programId: string };
const thisYear = new Date().getUTCFullYear();

beforeAll(async () => {
  tracker = await createTrackerKit();
  ids = await funderAndProgram(tracker);
});

afterAll(async () => {
  await tracker?.close();
});

describe('createPreviousAward', () => {
  it('stores an AWARDED application with the award date', async () => {
    const data = await tracker.ok<{ createPreviousAward: { id: string } }>(CREATE, {
      ...ids,
      amountAwarded: 1500.75,
      submissionDate: '2023-01-10',
      awardedDate: '2023-02-09',
    });
    expect(data.createPreviousAward).toMatchObject({
      status: 'AWARDED',
      displayStatus: 'AWARDED',
      amountAwarded: 1500.75,
      submission: { submissionDate: '2023-01-10' },
      award: { receivementDate: '2023-02-09', isPrecisionByYear: false, responseDays: 30 },
      grant: { frequency: 'ONE_TIME', funder: { id: ids.funderId }, program: { id: ids.programId } },
    });
    const [row] = await tracker.sql(
      'select status, deadline::text, not_apply, amount_awarded_cents::int, fiscal_date::text from applications where id = $1',
      [data.createPreviousAward.id],
    );
    expect(row).toEqual({
      status: 'AWARDED',
      deadline: '2023-01-10',
      not_apply: false,
      amount_awarded_cents: 150075,
      fiscal_date: '2023-02-09',
    });
  });

  it('accepts an awarded year alone, dated within that year and marked precise to the year', async () => {
    const data = await tracker.ok<{ createPreviousAward: unknown }>(CREATE, {
      ...ids,
      amountAwarded: 100,
      submissionDate: '2022-05-01',
      awardedYear: 2022,
    });
    expect(data.createPreviousAward).toMatchObject({
      award: { receivementDate: '2022-05-01', isPrecisionByYear: true },
    });
    const later = await tracker.ok<{ createPreviousAward: unknown }>(CREATE, {
      ...ids,
      amountAwarded: 100,
      submissionDate: '2022-05-01',
      awardedYear: 2023,
    });
    expect(later.createPreviousAward).toMatchObject({
      award: { receivementDate: '2023-01-01', isPrecisionByYear: true },
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'awarded date before submission',
      { submissionDate: '2023-01-10', awardedDate: '2023-01-09' },
      'awardedDate',
      'Awarded Date must come after Submission Date',
    ],
    [
      'awarded year before the submission year',
      { submissionDate: '2023-01-10', awardedYear: 2022 },
      'awardedYear',
      'Awarded Year should be between Submission Date year and the current year.',
    ],
    [
      'awarded year after the current year',
      { submissionDate: '2023-01-10', awardedYear: thisYear + 1 },
      'awardedYear',
      'Awarded Year should be between Submission Date year and the current year.',
    ],
    ['neither date nor year', { submissionDate: '2023-01-10' }, 'awardedDate', 'This field is required.'],
    ['no submission date', { awardedDate: '2023-01-10' }, 'submissionDate', 'This field is required.'],
    [
      'no amount',
      { submissionDate: '2023-01-10', awardedDate: '2023-02-10', amountAwarded: null },
      'amountAwarded',
      'This field is required.',
    ],
  ])('refuses %s', async (_name, args, field, message) => {
    const before = await tracker.sql('select count(*) from applications');
    const response = await tracker.call(CREATE, { ...ids, amountAwarded: 10, ...args });
    expect(failure(response)).toMatchObject({ code: 'VALIDATION', message });
    expect(failure(response).fields?.[field]).toBe(message);
    expect(await tracker.sql('select count(*) from applications')).toEqual(before);
  });

  it("refuses another organisation's funder", async () => {
    const response = await tracker.call(
      CREATE,
      { ...ids, amountAwarded: 10, submissionDate: '2023-01-10', awardedDate: '2023-02-10' },
      tracker.tokenB,
    );
    expect(failure(response).code).toBe('FUNDER_NOT_FOUND');
  });
});
