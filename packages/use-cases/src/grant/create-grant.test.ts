import { describe, expect, it } from 'vitest';
import { codeOf, oneTime, refusalOf } from '../testing/fixtures.ts';
import { memoryGrants } from '../testing/memory-grants.ts';
import { memoryStore } from '../testing/memory-store.ts';
import { createGrant } from './create-grant.ts';

// createGrant's own rules and planning over in-memory repositories; create-grant.integration.test.ts proves
// the PostgreSQL path (the stored columns, another organisation's funder refused).

const ORG = { id: 1, fiscalYearStart: '2020-07-01' };
const parents = { funderId: 3, programId: 4 };

function setup() {
  const memory = memoryGrants([parents.funderId]);
  return { memory, options: { store: memoryStore(memory.bind), organization: ORG, today: '2026-06-15' } };
}

describe('createGrant (no database)', () => {
  it('plans one application per cycle, later ones NOT_APPLY, reports a year apart, amounts in cents', async () => {
    const { memory, options } = setup();
    const created = await createGrant({
      ...options,
      input: {
        ...oneTime(parents, {
          notApply: null,
          submission: { submissionDate: '2026-02-01', amountRequested: 100.5 },
          reports: [{ urgency: 'REQUIRED', deadline: '2026-12-01' }],
        }),
        frequency: 'RECURRING',
        recurrenceCount: 3,
      },
    });
    expect(created.grant).toMatchObject({ frequency: 'RECURRING', recurrenceCount: 3, funderId: 3 });
    expect(created.applications.map((x) => [x.status, x.deadline, x.amountRequestedCents])).toEqual([
      ['PENDING', '2026-03-01', 10050],
      ['NOT_APPLY', '2027-03-01', null],
      ['NOT_APPLY', '2028-03-01', null],
    ]);
    expect(created.applications.map((x) => x.reports?.map((r) => r.deadline))).toEqual([
      ['2026-12-01'],
      ['2027-12-01'],
      ['2028-12-01'],
    ]);
    expect(memory.inserted[0]?.applications[0]?.fiscalDate).toBe('2026-02-01');
  });

  it('re-runs the recurring receivement rule, storing nothing when refused', async () => {
    const { memory, options } = setup();
    const input = {
      ...oneTime(parents, {
        deadline: '2027-03-01',
        notApply: null,
        submission: { submissionDate: '2026-02-01', amountRequested: 100 },
        award: { amountAwarded: 50 },
      }),
      frequency: 'RECURRING' as const,
      recurrenceCount: 2,
    };
    expect(await refusalOf(createGrant({ ...options, input }))).toMatchObject({
      code: 'VALIDATION',
      message: 'This field is required.',
      details: { 'application.award.receivementDate': 'This field is required.' },
    });
    expect(memory.inserted).toEqual([]);
    const once = { ...input, frequency: 'ONE_TIME' as const, recurrenceCount: null };
    expect(await codeOf(createGrant({ ...options, input: once }))).toBe('resolved');
    expect(memory.inserted).toHaveLength(1);
  });

  it('refuses a recurring grant without a valid count, storing nothing', async () => {
    const { memory, options } = setup();
    for (const recurrenceCount of [11, 0, null]) {
      const input = { ...oneTime(parents), frequency: 'RECURRING' as const, recurrenceCount };
      expect(await codeOf(createGrant({ ...options, input }))).toBe('VALIDATION');
    }
    expect(memory.inserted).toEqual([]);
  });
});
