// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type GraphqlCall,
  type GraphqlHandler,
  member,
  renderIdentity,
} from '../../../test/render-identity.tsx';

const renewal = {
  suggestedDeadline: '2026-12-16',
  suggestedAmountRequested: 12_500,
  application: {
    id: '41',
    deadline: '2025-12-16',
    amountAwarded: 12_500,
    grant: {
      id: '7',
      program: { id: '3', name: 'Youth Arts' },
      funder: { id: '9', name: 'Willow Creek Trust' },
    },
  },
};

function handler(calls: GraphqlCall[], previousTasks = 0): GraphqlHandler {
  let renewed = false;
  return (call) => {
    calls.push(call);
    if (call.operationName === 'ListTasks')
      return { data: { listTasks: { __typename: 'TaskPage', total: previousTasks, items: [] } } };
    if (call.operationName === 'CopyTasksFromApplication')
      return {
        data: {
          copyTasksFromApplication: [
            { __typename: 'Task', id: '500' },
            { __typename: 'Task', id: '501' },
          ],
        },
      };
    if (call.operationName === 'Renewals') return { data: { listRenewals: renewed ? [] : [renewal] } };
    if (call.operationName === 'RenewApplication') {
      renewed = true;
      return { data: { renewApplication: { id: '99', deadline: '2026-12-16', amountRequested: 12_500 } } };
    }
    return undefined;
  };
}

describe('Up for renewal card', () => {
  it('renews after the confirmation, says so, and the row leaves the card', async () => {
    const calls: GraphqlCall[] = [];
    renderIdentity('/dashboard', { user: member, graphql: handler(calls) });
    const card = await screen.findByRole('region', { name: 'Up for renewal' }, { timeout: 10_000 });
    await within(card).findByText('Willow Creek Trust', {}, { timeout: 10_000 });
    expect(card.textContent).toContain('12/16/2026');
    expect(card.textContent).toContain('$12,500');
    expect(calls.find((c) => c.operationName === 'Renewals')?.variables).toMatchObject({ withinDays: 120 });

    fireEvent.click(within(card).getByRole('button', { name: 'Renew Willow Creek Trust for 12/16/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew this grant?' }, { timeout: 10_000 });
    expect(dialog.textContent).toContain('Renewal 2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Renew' }));

    await waitFor(() => expect(calls.some((c) => c.operationName === 'RenewApplication')).toBe(true));
    expect(calls.find((c) => c.operationName === 'RenewApplication')?.variables).toEqual({ id: '41' });
    expect(
      await screen.findByText(
        'Renewal created: Willow Creek Trust, due 12/16/2026.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(
      await within(card).findByText(
        'Nothing is up for renewal in the next 120 days.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
  });

  it('does nothing when the confirmation is cancelled', async () => {
    const calls: GraphqlCall[] = [];
    renderIdentity('/dashboard', { user: member, graphql: handler(calls) });
    const card = await screen.findByRole('region', { name: 'Up for renewal' }, { timeout: 10_000 });
    fireEvent.click(await within(card).findByRole('button', { name: /^Renew / }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew this grant?' }, { timeout: 10_000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 10_000 });
    expect(calls.some((c) => c.operationName === 'RenewApplication')).toBe(false);
  });

  it('offers to copy the previous cycle’s tasks, and copies them when asked', async () => {
    const calls: GraphqlCall[] = [];
    renderIdentity('/dashboard', { user: member, graphql: handler(calls, 2) });
    const card = await screen.findByRole('region', { name: 'Up for renewal' }, { timeout: 10_000 });
    fireEvent.click(await within(card).findByRole('button', { name: /^Renew / }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Renew this grant?' }, { timeout: 10_000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Renew' }));
    const offer = await screen.findByRole(
      'dialog',
      { name: 'Copy last cycle’s tasks?' },
      { timeout: 10_000 },
    );
    expect(offer.textContent).toContain('The previous cycle has 2 tasks.');
    expect(calls.find((c) => c.operationName === 'ListTasks')?.variables).toMatchObject({
      filters: { applicationId: '41' },
    });
    fireEvent.click(within(offer).getByRole('button', { name: 'Copy tasks' }));
    await waitFor(() =>
      expect(calls.find((c) => c.operationName === 'CopyTasksFromApplication')?.variables).toEqual({
        fromId: '41',
        toId: '99',
      }),
    );
    expect(await screen.findByText('2 tasks copied', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
