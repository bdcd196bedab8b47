// @vitest-environment jsdom
import { addDays } from '@grantflow/domain/dates/date-arithmetic';
import { localToday } from '@grantflow/validation/dates';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applicationRow, type Call, renderTracker } from '../../../test/render-tracker.ts';
import { expectStackedRows } from '../../../test/stacked-rows.ts';

const renderPipeline = (path: string) => renderTracker(path, [applicationRow]);

const lastList = (calls: Call[]) => calls.filter((call) => call.operationName === 'ListApplications').at(-1);

describe('pipeline', () => {
  it("opens the header's Next 90 Days on today … today + 90 days", async () => {
    const calls = renderPipeline('/pipeline?grantStatus=NOT_APPLY&range=next90');
    const today = localToday();
    await waitFor(() =>
      expect(lastList(calls)?.variables.filters).toMatchObject({
        status: 'NOT_APPLY',
        startAt: today,
        endAt: addDays(today, 90),
      }),
    );
    expect((await screen.findByRole('radio', { name: 'Next 90 days' })).hasAttribute('checked')).toBe(true);
  });

  it('marks its table for cards on a phone, each titled by its funder', async () => {
    renderPipeline('/pipeline');
    await screen.findByRole('link', { name: 'Cedar Ridge Community Trust' });
    expect(expectStackedRows(screen.getByRole('table', { name: 'Pipeline' }))).toEqual([
      'Cedar Ridge Community Trust',
    ]);
  });

  it('opens on all dates without the range', async () => {
    const calls = renderPipeline('/pipeline?grantStatus=NOT_APPLY');
    await waitFor(() =>
      expect(lastList(calls)?.variables.filters).toMatchObject({ startAt: null, endAt: null }),
    );
  });
});
