// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadSoon } from '../../../lib/reload.ts';
import { member, type RestHandler, renderIdentity } from '../../../test/render-identity.tsx';

vi.mock('../../../lib/reload.ts', () => ({ reloadSoon: vi.fn() }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(reloadSoon).mockClear();
  notifications.clean();
});

async function openFromMenu(item: string, user = member, rest?: RestHandler) {
  const view = renderIdentity('/dashboard', { user, rest });
  fireEvent.click(await screen.findByRole('button', { name: 'Misc./Help' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: item }));
  return view;
}

describe('Support ticket modal', () => {
  it('sends the ticket, thanks the user and reloads', async () => {
    const { restCalls } = await openFromMenu('Help/Support', member, (call) =>
      call.path === '/support' ? { body: { status: 200, error: null, data: null } } : undefined,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Help/Support' });
    expect((within(dialog).getByLabelText(/^Organization/) as HTMLInputElement).value).toBe(
      'Riverbend Community Foundation',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send ticket' }));
    expect((await within(dialog).findAllByText('This field is required.')).length).toBe(2);
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Sam' } });
    fireEvent.change(within(dialog).getByLabelText(/^Message/), { target: { value: 'Help with reports' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send ticket' }));
    expect(await screen.findByText('Support ticket was sent succesfully')).toBeTruthy();
    expect(restCalls.at(-1)).toEqual({
      method: 'POST',
      path: '/support',
      body: {
        name: 'Sam',
        organization: 'Riverbend Community Foundation',
        email: 'staff@example.org',
        message: 'Help with reports',
        user_id: 3,
      },
    });
    expect(reloadSoon).toHaveBeenCalledOnce();
  });

  it('shows every field error at once, none before the form is sent', async () => {
    await openFromMenu('Help/Support');
    const dialog = await screen.findByRole('dialog', { name: 'Help/Support' });
    for (const label of [/^Name/, /^Organization/, /^Email/, /^Message/]) {
      const input = within(dialog).getByLabelText(label);
      fireEvent.change(input, { target: { value: '' } });
      // Pressing Send blurs the field that had focus; that alone must not show a lone error.
      fireEvent.blur(input);
    }
    expect(within(dialog).queryByText('This field is required.')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText(/^Email/), { target: { value: 'not-an-address' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send ticket' }));
    expect((await within(dialog).findAllByText('This field is required.')).length).toBe(3);
    expect(
      within(dialog)
        .getAllByRole('textbox')
        .filter((box) => box.getAttribute('aria-invalid') === 'true'),
    ).toHaveLength(4);
  });

  it('shows the contract text when the ticket cannot be sent', async () => {
    await openFromMenu('Help/Support');
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const dialog = await screen.findByRole('dialog', { name: 'Help/Support' });
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'Sam' } });
    fireEvent.change(within(dialog).getByLabelText(/^Message/), { target: { value: 'Hi' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send ticket' }));
    expect(await screen.findByText('Error submitting support ticket')).toBeTruthy();
    expect(reloadSoon).not.toHaveBeenCalled();
  });
});

describe('Add Organization', () => {
  it('is offered to a MANAGER but not to a USER', async () => {
    renderIdentity('/dashboard', { user: member });
    fireEvent.click(await screen.findByRole('button', { name: 'Misc./Help' }));
    await screen.findByRole('menuitem', { name: 'Help/Support' });
    expect(screen.queryByRole('menuitem', { name: 'Add Organization' })).toBeNull();
  });

  it('asks for name and fiscal year start, then posts them', async () => {
    const manager = { ...member, role: 'MANAGER' as const };
    await openFromMenu('Add Organization', manager, (call) => {
      if (call.path === '/managers/organisation')
        return { body: { status: 200, error: null, data: { id: 9 } } };
      return undefined;
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add Organization' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add organization' }));
    expect((await within(dialog).findAllByText('This field is required.')).length).toBe(2);
    expect(within(dialog).getByLabelText('Month')).toBeTruthy();
    expect(within(dialog).getByLabelText('Year')).toBeTruthy();
  });
});

describe('organisation picker for a MANAGER', () => {
  it('lists the own and the linked organisations from GET /managers', async () => {
    const manager = { ...member, role: 'MANAGER' as const };
    renderIdentity('/dashboard', {
      user: manager,
      rest: (call) =>
        call.path === '/managers/3'
          ? { body: [{ organization: { id: 2, name: 'Harbor Arts Collective' } }] }
          : undefined,
    });
    const picker = await screen.findByRole('combobox', { name: 'Organization' });
    fireEvent.click(picker);
    await waitFor(() =>
      expect(screen.getByRole('option', { name: 'Harbor Arts Collective', hidden: true })).toBeTruthy(),
    );
    expect(screen.getByRole('option', { name: 'Riverbend Community Foundation', hidden: true })).toBeTruthy();
  });
});
