// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type GraphqlCall, member, renderIdentity } from '../../../test/render-identity.tsx';

function counts(funders: number, programs: number, grants: number) {
  return (call: GraphqlCall) =>
    call.operationName === 'FirstSteps'
      ? {
          data: {
            listFunders: { total: funders },
            listPrograms: Array.from({ length: programs }, (_, i) => ({ id: String(i + 1) })),
            listApplications: { total: grants },
          },
        }
      : undefined;
}

describe('the first-steps checklist', () => {
  it('shows an empty organisation its steps, each a link, the done ones ticked', async () => {
    renderIdentity('/dashboard', { user: member, graphql: counts(2, 0, 0) });
    const list = await screen.findByRole('region', { name: 'First steps' }, { timeout: 10_000 });
    const funder = within(list).getByRole('link', { name: 'Add a funder' });
    expect(funder.getAttribute('href')).toBe('/funders');
    expect(funder.closest('li')?.getAttribute('data-done')).toBe('true');
    expect(within(list).getByText('(done)')).toBeTruthy();
    const program = within(list).getByRole('link', { name: 'Add a program' });
    expect(program.getAttribute('href')).toBe('/programs');
    expect(program.closest('li')?.getAttribute('data-done')).toBe('false');
    expect(within(list).getByRole('link', { name: 'Add a grant' }).getAttribute('href')).toBe('/grants');
  });

  it('is gone once every step is done', async () => {
    const view = renderIdentity('/dashboard', { user: member, graphql: counts(1, 1, 1) });
    await waitFor(() => expect(view.graphqlCalls.some((c) => c.operationName === 'FirstSteps')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('region', { name: 'First steps' })).toBeNull();
  });
});
