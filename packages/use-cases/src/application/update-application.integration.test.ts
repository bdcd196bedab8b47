import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProgram } from '../program/create-program.ts';
import { codeOf, oneTimeGrant, refusalOf } from '../testing/fixtures.ts';
import { createUseCaseKit, type UseCaseKit } from '../testing/use-case-kit.ts';
import { updateApplication } from './update-application.ts';

let kit: UseCaseKit;
beforeAll(async () => {
  kit = await createUseCaseKit();
});
afterAll(() => kit.close());

const awarded = (programId: number) => ({
  deadline: '2026-03-01',
  deadlineType: 'REQUIRED' as const,
  programId,
  submission: { submissionDate: '2026-02-01', amountRequested: 100 },
  award: { amountAwarded: 80, receivementDate: '2026-04-01' },
  reports: [{ urgency: 'COURTESY' as const, deadline: '2026-10-01' }],
});

describe('updateApplication', () => {
  it('stores the chosen branch, moves the program, and refuses other organisations', async () => {
    const { grant, application } = await oneTimeGrant(kit.a, 'Update');
    const other = await createProgram({ ...kit.a, name: 'Other', yearlyGoal: 1 });
    const id = application.id;
    const params = awarded(other.id);
    expect(await codeOf(updateApplication({ ...kit.b, id, params }))).toBe('APPLICATION_NOT_FOUND');
    expect(await updateApplication({ ...kit.a, id, params })).toEqual({ id });
    const [row] = await kit.sql(
      'select status, fiscal_date::text, amount_awarded_cents from applications where id = $1',
      [id],
    );
    expect(row).toEqual({ status: 'AWARDED', fiscal_date: '2026-04-01', amount_awarded_cents: '8000' });
    expect(await kit.sql('select program_id from grants where id = $1', [grant.id])).toEqual([
      { program_id: other.id },
    ]);
  });

  it('re-runs the validation rules: an award before the submission and a decline without details are refused', async () => {
    const { grant, application } = await oneTimeGrant(kit.a, 'Rules');
    const params = awarded(grant.programId ?? 0);
    const before = await refusalOf(
      updateApplication({
        ...kit.a,
        id: application.id,
        params: { ...params, award: { amountAwarded: 1, receivementDate: '2026-01-01' } },
      }),
    );
    expect(before).toMatchObject({
      code: 'VALIDATION',
      details: { 'award.receivementDate': 'Awarded Date must come after Submission Date' },
    });
    const declined = await refusalOf(
      updateApplication({ ...kit.a, id: application.id, params: { ...params, award: null, declined: true } }),
    );
    expect(declined).toMatchObject({
      code: 'VALIDATION',
      details: { declinedDetails: 'This field is required.' },
    });
    expect(await kit.sql('select status from applications where id = $1', [application.id])).toEqual([
      { status: 'NOT_APPLY' },
    ]);
  });

  it('No clears the submission; Ineligible stores the reason', async () => {
    const { grant, application } = await oneTimeGrant(kit.a, 'Branches');
    const common = {
      deadline: '2026-03-01',
      deadlineType: 'REQUIRED' as const,
      programId: grant.programId ?? 0,
    };
    await updateApplication({ ...kit.a, id: application.id, params: awarded(common.programId) });
    await updateApplication({
      ...kit.a,
      id: application.id,
      params: { ...common, submission: null, ineligibleReason: 'Outside region' },
    });
    expect(
      await kit.sql(
        'select status, submission_date, amount_awarded_cents, ineligible_reason from applications where id = $1',
        [application.id],
      ),
    ).toEqual([
      {
        status: 'INELIGIBLE',
        submission_date: null,
        amount_awarded_cents: null,
        ineligible_reason: 'Outside region',
      },
    ]);
  });
});
