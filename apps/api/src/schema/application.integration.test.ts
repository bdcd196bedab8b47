import { toWireDate } from '@grantflow/domain/dates/to-wire-date';
import { applicationUpdateWire } from '@grantflow/validation/application-update';
import {
  type UpdateApplicationForm,
  updateApplicationPayload,
} from '@grantflow/validation/update-application-payload';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CREATE_PROGRAM,
  createGrant,
  createTrackerKit,
  failure,
  funderAndProgram,
  type TrackerKit,
} from '../testing/tracker-kit.ts';

const UPDATE = `mutation U($id: ID!, $params: ApplicationUpdateParams!) {
  updateApplication(id: $id, params: $params) { id organizationId }
}`;
const GET = `query G($id: ID!) { getApplication(id: $id) {
  id status displayStatus canEdit deadline deadlineType declined declinedDetails { declinedDate declinedReason }
  isSubmittedAsIneligible ineligibleReason notApply amountAwarded amountRequested fiscalDate responseDays
  award { id amountAwarded receivementDate responseDays isPrecisionByYear } submission { id submissionDate amountRequested }
  reports { id urgency deadline submitted grantApplication { id } }
  grant { id frequency recurrenceCount responseAverage program { id name } funder { id name lastAward { amountAwarded receivementDate } } }
} }`;

const today = toWireDate(new Date());
let tracker: TrackerKit;
let funderId: string;
let programId: string;
let otherProgramId: string;

beforeAll(async () => {
  tracker = await createTrackerKit();
  ({ funderId, programId } = await funderAndProgram(tracker));
  const other = await tracker.ok<{ createProgram: { id: string } }>(CREATE_PROGRAM, {
    name: 'Seniors',
    yearlyGoal: 1,
  });
  otherProgramId = other.createProgram.id;
});

afterAll(async () => {
  await tracker?.close();
});

/** What the web sends for a form state (amounts in the form's cents). */
const wire = (form: UpdateApplicationForm) => applicationUpdateWire(updateApplicationPayload(form));

async function stored(id: string) {
  const [row] = await tracker.sql(
    `select a.status, a.deadline::text, a.deadline_type, a.declined, a.declined_date::text, a.declined_reason,
       a.is_submitted_as_ineligible, a.ineligible_reason, a.not_apply, a.submission_date::text,
       a.amount_requested_cents::int, a.amount_awarded_cents::int, a.receivement_date::text, g.program_id::text,
       (select count(*)::int from reports r where r.application_id = a.id) as reports
     from applications a join grants g on g.id = a.grant_id where a.id = $1`,
    [id],
  );
  return row;
}

const base = (overrides: Partial<UpdateApplicationForm>): UpdateApplicationForm => ({
  answer: 'NO',
  programId: Number(programId),
  deadline: '2026-03-01',
  deadlineType: 'REQUIRED',
  ...overrides,
});

describe('updateApplication: each answer, stored rows', () => {
  let id: string;
  beforeAll(async () => {
    [id = ''] = await createGrant(tracker, { funderId, programId });
  });

  it('Yes + Awarded stores submission, award and reports; declined cleared; program moved', async () => {
    const params = wire(
      base({
        answer: 'YES',
        statusChoice: 'AWARDED',
        programId: Number(otherProgramId),
        deadlineType: 'ROLLING',
        dateSubmitted: '2026-01-10',
        amountRequested: 500000,
        amountAwarded: 400000,
        receivementDate: '2026-02-15',
        reports: [{ urgency: 'REQUIRED', deadline: '2026-09-01' }],
      }),
    );
    const data = await tracker.ok(UPDATE, { id, params });
    expect(data).toEqual({ updateApplication: { id, organizationId: String(tracker.orgA) } });
    expect(await stored(id)).toEqual({
      status: 'AWARDED',
      deadline: '2026-03-01',
      deadline_type: 'ROLLING',
      declined: false,
      declined_date: null,
      declined_reason: null,
      is_submitted_as_ineligible: false,
      ineligible_reason: null,
      not_apply: false,
      submission_date: '2026-01-10',
      amount_requested_cents: 500000,
      amount_awarded_cents: 400000,
      receivement_date: '2026-02-15',
      program_id: otherProgramId,
      reports: 1,
    });
  });

  it('keeps a report that stays in the schedule (its submitted state survives)', async () => {
    await tracker.sql(
      "update reports set submitted = true, submission_date = '2026-09-01' where application_id = $1",
      [id],
    );
    const params = wire(
      base({
        answer: 'YES',
        statusChoice: 'AWARDED',
        dateSubmitted: '2026-01-10',
        amountRequested: 500000,
        amountAwarded: 400000,
        receivementDate: '2026-02-15',
        reports: [
          { urgency: 'REQUIRED', deadline: '2026-09-01' },
          { urgency: 'COURTESY', deadline: '2026-12-01' },
        ],
      }),
    );
    await tracker.ok(UPDATE, { id, params });
    const reports = await tracker.sql(
      'select urgency, deadline::text, submitted from reports where application_id = $1 order by deadline',
      [id],
    );
    expect(reports).toEqual([
      { urgency: 'REQUIRED', deadline: '2026-09-01', submitted: true },
      { urgency: 'COURTESY', deadline: '2026-12-01', submitted: false },
    ]);
  });

  it('Yes + Declined stores declined with its details; no award; no reports', async () => {
    const params = wire(
      base({
        answer: 'YES',
        statusChoice: 'DECLINED',
        dateSubmitted: '2026-01-10',
        amountRequested: 500000,
        declinedDate: '2026-02-01',
        declinedReason: 'Out of scope',
      }),
    );
    await tracker.ok(UPDATE, { id, params });
    expect(await stored(id)).toMatchObject({
      status: 'DECLINED',
      declined: true,
      declined_date: '2026-02-01',
      declined_reason: 'Out of scope',
      submission_date: '2026-01-10',
      amount_awarded_cents: null,
      receivement_date: null,
      ineligible_reason: null,
      reports: 0,
    });
  });

  it('Yes + Pending keeps the submission and clears declined, award and reports', async () => {
    const params = wire(
      base({ answer: 'YES', statusChoice: 'PENDING', dateSubmitted: '2026-01-11', amountRequested: 600000 }),
    );
    await tracker.ok(UPDATE, { id, params });
    expect(await stored(id)).toMatchObject({
      status: 'PENDING',
      declined: false,
      declined_date: null,
      submission_date: '2026-01-11',
      amount_requested_cents: 600000,
      amount_awarded_cents: null,
      not_apply: false,
      ineligible_reason: null,
      reports: 0,
    });
  });

  it('Ineligible keeps the deadline and the reason; everything else cleared', async () => {
    const params = wire(
      base({ answer: 'INELIGIBLE', ineligibleReason: 'Outside our region', deadline: '2026-04-01' }),
    );
    await tracker.ok(UPDATE, { id, params });
    expect(await stored(id)).toMatchObject({
      status: 'INELIGIBLE',
      deadline: '2026-04-01',
      is_submitted_as_ineligible: true,
      ineligible_reason: 'Outside our region',
      not_apply: true,
      submission_date: null,
      amount_requested_cents: null,
      declined: false,
      reports: 0,
    });
  });

  it('No clears award, decline, reports and submission; the deadline is kept', async () => {
    const params = wire(base({ answer: 'NO', deadline: '2026-05-01' }));
    await tracker.ok(UPDATE, { id, params });
    expect(await stored(id)).toMatchObject({
      status: 'NOT_APPLY',
      deadline: '2026-05-01',
      not_apply: true,
      is_submitted_as_ineligible: false,
      ineligible_reason: null,
      submission_date: null,
      amount_awarded_cents: null,
      declined: false,
      reports: 0,
    });
  });

  it("refuses another organisation's application as not found, and changes nothing", async () => {
    const before = await stored(id);
    const params = wire(base({ answer: 'INELIGIBLE', ineligibleReason: 'x' }));
    const response = await tracker.call(UPDATE, { id, params }, tracker.tokenB);
    expect(failure(response)).toMatchObject({
      message: 'Application not found',
      code: 'APPLICATION_NOT_FOUND',
    });
    expect(await stored(id)).toEqual(before);
  });
});

describe('updateApplication: conditional rules of the application form', () => {
  let id: string;
  let recurringId: string;
  const nextYear = String(Number(today.slice(0, 4)) + 1);
  beforeAll(async () => {
    [id = ''] = await createGrant(tracker, { funderId, programId });
    [recurringId = ''] = await createGrant(tracker, {
      funderId,
      programId,
      frequency: 'RECURRING',
      recurrenceCount: 2,
      application: { deadline: `${nextYear}-03-01` },
    });
  });
  const submission = { submissionDate: '2026-01-10', amountRequested: 100 };
  const valid = () => ({
    deadline: '2026-03-01',
    deadlineType: 'REQUIRED',
    programId,
    ineligibleReason: 'Ignored beside a submission',
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['deadline is required', { deadline: null }, 'deadline', 'This field is required.'],
    [
      'date submitted is required with a submission',
      { submission: { amountRequested: 1 } },
      'submission.submissionDate',
      'This field is required.',
    ],
    [
      'date submitted not later than today',
      { submission: { submissionDate: '2199-01-01', amountRequested: 1 } },
      'submission.submissionDate',
      'This date cannot be in the future.',
    ],
    [
      'amount requested is required',
      { submission: { submissionDate: '2026-01-10' } },
      'submission.amountRequested',
      'This field is required.',
    ],
    [
      'amount awarded is required when awarded',
      { submission, award: { receivementDate: '2026-02-01' } },
      'award.amountAwarded',
      'This field is required.',
    ],
    [
      'declined date is required when declined',
      { submission, declined: true },
      'declinedDetails',
      'This field is required.',
    ],
    [
      'declined date not in the future',
      { submission, declined: true, declinedDetails: { declinedDate: '2199-01-01' } },
      'declinedDetails.declinedDate',
      'This date cannot be in the future.',
    ],
    [
      'award not before the submission',
      { submission, award: { amountAwarded: 1, receivementDate: '2026-01-09' } },
      'award.receivementDate',
      'Awarded Date must come after Submission Date',
    ],
    [
      'each report needs an urgency',
      { reports: [{ deadline: '2026-06-01' }] },
      'reports.0.urgency',
      'This field is required.',
    ],
    [
      'each report needs a deadline',
      { reports: [{ urgency: 'REQUIRED' }] },
      'reports.0.deadline',
      'This field is required.',
    ],
    [
      'money is validated',
      { submission: { submissionDate: '2026-01-10', amountRequested: -5 } },
      'submission.amountRequested',
      'This field is invalid.',
    ],
  ])('refuses: %s', async (_name, overrides, field, message) => {
    const before = await stored(id);
    const response = await tracker.call(UPDATE, { id, params: { ...valid(), ...overrides } });
    expect(failure(response)).toMatchObject({ message, code: 'VALIDATION' });
    expect(failure(response).fields?.[field]).toBe(message);
    expect(await stored(id)).toEqual(before);
  });

  it('refuses an award and a decline together, and an award without a submission', async () => {
    const both = await tracker.call(UPDATE, {
      id,
      params: {
        ...valid(),
        submission,
        declined: true,
        declinedDetails: { declinedDate: '2026-02-01' },
        award: { amountAwarded: 1 },
      },
    });
    expect(failure(both)).toMatchObject({
      code: 'VALIDATION',
      message: 'An application cannot be both awarded and declined',
    });
    const noSubmission = await tracker.call(UPDATE, {
      id,
      params: { ...valid(), award: { amountAwarded: 1 } },
    });
    expect(failure(noSubmission)).toMatchObject({
      code: 'VALIDATION',
      message: 'An award or a decline needs a submission',
    });
  });

  it('recurring, awarded, deadline in a later year: the receivement date is required and not in the future', async () => {
    const params = { ...valid(), deadline: `${nextYear}-03-01`, submission, award: { amountAwarded: 10 } };
    const missing = await tracker.call(UPDATE, { id: recurringId, params });
    expect(failure(missing).fields).toEqual({ 'award.receivementDate': 'This field is required.' });
    const future = await tracker.call(UPDATE, {
      id: recurringId,
      params: { ...params, award: { amountAwarded: 10, receivementDate: '2199-01-01' } },
    });
    expect(failure(future).fields).toEqual({ 'award.receivementDate': 'This date cannot be in the future.' });
    await tracker.ok(UPDATE, {
      id: recurringId,
      params: { ...params, award: { amountAwarded: 10, receivementDate: '2026-02-01' } },
    });
    expect(await stored(recurringId)).toMatchObject({ status: 'AWARDED', receivement_date: '2026-02-01' });
    // The same payload on a one-time grant needs no receivement date.
    await tracker.ok(UPDATE, { id, params });
    expect(await stored(id)).toMatchObject({
      status: 'AWARDED',
      receivement_date: null,
      amount_awarded_cents: 1000,
    });
  });
});

describe('getApplication', () => {
  it('exposes every field, with derived values from packages/domain', async () => {
    const [id = ''] = await createGrant(tracker, {
      funderId,
      programId,
      application: {
        notApply: false,
        submission: { submissionDate: '2026-01-01', amountRequested: 100 },
        award: { amountAwarded: 80, receivementDate: '2026-01-21' },
        reports: [{ urgency: 'COURTESY', deadline: '2026-07-01' }],
      },
    });
    const data = await tracker.ok<{ getApplication: Record<string, unknown> }>(GET, { id });
    expect(data.getApplication).toMatchObject({
      id,
      status: 'AWARDED',
      displayStatus: 'AWARDED',
      canEdit: true,
      amountAwarded: 80,
      amountRequested: 100,
      responseDays: 20,
      fiscalDate: '2026-01-21',
      award: {
        id,
        amountAwarded: 80,
        receivementDate: '2026-01-21',
        responseDays: 20,
        isPrecisionByYear: false,
      },
      submission: { id, submissionDate: '2026-01-01', amountRequested: 100 },
      declinedDetails: null,
      reports: [{ urgency: 'COURTESY', deadline: '2026-07-01', submitted: false, grantApplication: { id } }],
      grant: {
        frequency: 'ONE_TIME',
        recurrenceCount: 1,
        program: { id: programId },
        funder: { id: funderId },
      },
    });
  });

  it('answers not found for an unknown id, a malformed id and an id of another organisation', async () => {
    const [id = ''] = await createGrant(tracker, { funderId, programId });
    for (const [token, target] of [
      [tracker.tokenA, '999999'],
      [tracker.tokenA, 'abc'],
      [tracker.tokenB, id],
    ] as const) {
      const response = await tracker.call(GET, { id: target }, token);
      expect(failure(response)).toMatchObject({
        code: 'APPLICATION_NOT_FOUND',
        message: 'Application not found',
      });
    }
  });
});

describe('deleteApplication', () => {
  it('deletes the application and its reports', async () => {
    const [id = ''] = await createGrant(tracker, {
      funderId,
      programId,
      application: { reports: [{ urgency: 'COURTESY', deadline: '2026-07-01' }] },
    });
    const DELETE = 'mutation D($id: ID!) { deleteApplication(id: $id) }';
    expect(failure(await tracker.call(DELETE, { id }, tracker.tokenB)).code).toBe('APPLICATION_NOT_FOUND');
    expect(await tracker.ok(DELETE, { id })).toEqual({ deleteApplication: id });
    expect(await tracker.sql('select id from reports where application_id = $1', [id])).toEqual([]);
    expect(await tracker.sql('select id from applications where id = $1', [id])).toEqual([]);
  });
});
