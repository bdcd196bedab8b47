import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeOf, oneTimeGrant } from '../testing/fixtures.ts';
import { createUseCaseKit, type UseCaseKit } from '../testing/use-case-kit.ts';
import { updateReport } from './update-report.ts';

let kit: UseCaseKit;
beforeAll(async () => {
  kit = await createUseCaseKit();
});
afterAll(() => kit.close());

describe('updateReport', () => {
  it('submitted true needs the date; false clears it; absent follows the date', async () => {
    const { application } = await oneTimeGrant(kit.a, 'Reports', {
      reports: [{ urgency: 'REQUIRED', deadline: '2026-09-01' }],
    });
    const reportId = application.reports?.[0]?.id ?? 0;
    const base = { deadline: '2026-09-01' };
    expect(await codeOf(updateReport({ ...kit.a, id: reportId, params: { ...base, submitted: true } }))).toBe(
      'VALIDATION',
    );
    const done = await updateReport({
      ...kit.a,
      id: reportId,
      params: { ...base, submissionDate: '2026-06-01' },
    });
    expect(done).toMatchObject({ submitted: true, submissionDate: '2026-06-01' });
    expect(await kit.sql('select submission_date::text from reports where id = $1', [reportId])).toEqual([
      { submission_date: '2026-06-01' },
    ]);
    const cleared = await updateReport({
      ...kit.a,
      id: reportId,
      params: { ...base, submissionDate: '2026-06-01', submitted: false },
    });
    expect(cleared).toMatchObject({ submitted: false, submissionDate: null });
    expect(await codeOf(updateReport({ ...kit.b, id: reportId, params: base }))).toBe('REPORT_NOT_FOUND');
  });
});
