// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applicationRow, renderTracker } from '../../../test/render-tracker.ts';
import { expectStackedRows } from '../../../test/stacked-rows.ts';

describe('grant list table', () => {
  it('marks its rows for cards on a phone, each titled by its funder, the actions named like their column', async () => {
    renderTracker('/grants', [applicationRow]);
    // The grant list is a lazy page; on a busy machine its chunk takes a while.
    await screen.findByRole('link', { name: 'Cedar Ridge Community Trust' }, { timeout: 20_000 });
    const table = screen.getByRole('table', { name: 'Grants' });
    expect(expectStackedRows(table)).toEqual(['Cedar Ridge Community Trust']);
    const actions = table.querySelector('tbody td.sticky-actions');
    expect(actions?.getAttribute('data-label')).toBe('Actions');
    expect(actions?.querySelector('button')).not.toBeNull();
  });
});
