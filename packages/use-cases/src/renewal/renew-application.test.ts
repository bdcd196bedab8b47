import { describe, expect, it } from 'vitest';
import { codeOf, refusalOf } from '../testing/fixtures.ts';
import { memoryRenewals } from '../testing/memory-renewals.ts';
import { memoryStore } from '../testing/memory-store.ts';
import { renewApplication } from './renew-application.ts';

// renewApplication's own rules over in-memory repositories; renewals.integration.test.ts proves the
// PostgreSQL path (locking, the later-application SQL, the file links).

const ORG = { id: 1, fiscalYearStart: null };
const TODAY = '2026-06-15';

function setup() {
  const memory = memoryRenewals();
  memory.sources.set(7, {
    organizationId: ORG.id,
    applicationId: 7,
    grantId: 70,
    funderId: 700,
    deadline: '2025-09-01',
    deadlineType: 'REQUIRED',
    amountAwardedCents: 4000_50,
    hasLaterApplication: false,
    status: 'AWARDED',
  });
  memory.reports.set(7, [{ urgency: 'REQUIRED', deadline: '2025-12-01', description: 'Final' }]);
  const options = { store: memoryStore(memory.bind), organization: ORG, today: TODAY };
  return { memory, options };
}

describe('renewApplication (no database)', () => {
  it('opens the next cycle prefilled from the award, reports a year on, linking files since the last cycle began', async () => {
    const { memory, options } = setup();
    const renewal = await renewApplication({ ...options, id: 7 });
    expect(renewal).toMatchObject({ deadline: '2026-09-01', amountRequestedCents: 4000_50, grantId: 70 });
    expect(memory.renewals.get(7)).toMatchObject({
      deadlineType: 'REQUIRED',
      reports: [{ urgency: 'REQUIRED', deadline: '2026-12-01', description: 'Final' }],
    });
    expect(memory.links).toEqual([{ funderId: 700, folder: '/Renewal 2026', since: '2024-09-01' }]);
  });

  it('skips the anniversaries already past, moving the reports as many years', async () => {
    const { memory, options } = setup();
    const source = memory.sources.get(7);
    if (source) source.deadline = '2023-03-01';
    memory.reports.set(7, [{ urgency: 'COURTESY', deadline: '2023-12-01', description: null }]);
    const renewal = await renewApplication({ ...options, id: 7 });
    expect(renewal.deadline).toBe('2027-03-01');
    expect(memory.renewals.get(7)?.reports.map((r) => r.deadline)).toEqual(['2027-12-01']);
    expect(memory.links[0]).toMatchObject({ folder: '/Renewal 2027', since: '2022-03-01' });
  });

  it('returns the first renewal when asked again, linking files once', async () => {
    const { memory, options } = setup();
    const first = await renewApplication({ ...options, id: 7 });
    expect((await renewApplication({ ...options, id: 7 })).id).toBe(first.id);
    expect(memory.renewals.size).toBe(1);
    expect(memory.links).toHaveLength(1);
  });

  it('takes the renewal that won a race, linking nothing itself', async () => {
    const { memory, options } = setup();
    memory.loseRace({
      renewedFromId: 7,
      grantId: 70,
      deadline: '2026-09-01',
      deadlineType: 'REQUIRED',
      amountRequestedCents: 1,
      reports: [],
    });
    const renewal = await renewApplication({ ...options, id: 7 });
    expect(renewal.amountRequestedCents).toBe(1);
    expect(memory.links).toEqual([]);
  });

  it('refuses an application not awarded, not the latest, or not the organisation’s, storing nothing', async () => {
    const { memory, options } = setup();
    const source = memory.sources.get(7);
    if (!source) throw new Error('no source');
    source.status = 'SUBMITTED';
    expect(await refusalOf(renewApplication({ ...options, id: 7 }))).toMatchObject({
      code: 'CONFLICT',
      params: { reason: 'NOT_AWARDED' },
    });
    source.status = 'AWARDED';
    source.hasLaterApplication = true;
    expect(await refusalOf(renewApplication({ ...options, id: 7 }))).toMatchObject({
      code: 'CONFLICT',
      params: { reason: 'NOT_LATEST' },
    });
    const other = { ...options, organization: { id: 2, fiscalYearStart: null } };
    expect(await codeOf(renewApplication({ ...other, id: 7 }))).toBe('APPLICATION_NOT_FOUND');
    expect(await codeOf(renewApplication({ ...options, id: 8 }))).toBe('APPLICATION_NOT_FOUND');
    expect(memory.renewals.size).toBe(0);
    expect(memory.links).toEqual([]);
  });
});
