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

function handler(calls: GraphqlCall[]): GraphqlHandler {
  let renewed = false;
  return (call) => {
    calls.push(call);
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
});
