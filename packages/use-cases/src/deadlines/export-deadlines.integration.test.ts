import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeGrant } from '../testing/fixtures.ts';
import { createUseCaseKit, type UseCaseKit } from '../testing/use-case-kit.ts';
import { exportDeadlines } from './export-deadlines.ts';

let kit: UseCaseKit;
beforeAll(async () => {
  kit = await createUseCaseKit();
});
afterAll(() => kit.close());

describe('exportDeadlines', () => {
  it('exports the deadlines of the next days of the organisation only', async () => {
    await oneTimeGrant(kit.a, 'Soon', { deadline: '2026-06-20' });
    await oneTimeGrant(kit.a, 'Later', { deadline: '2026-07-20' });
    const soon = await exportDeadlines({ ...kit.a, days: 7 });
    expect(soon.grantDeadlines.map((d) => d.deadline)).toEqual(['2026-06-20']);
    const month = await exportDeadlines({ ...kit.a, days: 40 });
    expect(month.grantDeadlines.map((d) => d.deadline)).toEqual(['2026-06-20', '2026-07-20']);
    expect((await exportDeadlines({ ...kit.b, days: 365 })).grantDeadlines).toEqual([]);
  });
});
