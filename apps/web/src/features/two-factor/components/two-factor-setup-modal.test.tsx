// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { member, type RestHandler, renderIdentity } from '../../../test/render-identity.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

async function openSetup(rest: RestHandler) {
  const view = renderIdentity('/dashboard', { user: member, rest });
  fireEvent.click(await screen.findByRole('button', { name: 'Misc./Help' }));
  fireEvent.click(await screen.findByRole('menuitem', { name: 'Setup 2FA Login' }));
  const dialog = await screen.findByRole('dialog', { name: 'Setup 2FA Login' });
  return { ...view, dialog };
}

describe('Setup 2FA modal', () => {
  it('loads the setup, sends the e-mail, then verifies the code and closes', async () => {
    const { dialog, restCalls } = await openSetup((call) => {
      if (call.path === '/setup2fa/3')
        return { body: { status: 200, data: { email_for_2fa: '', is_enabled: false } } };
      if (call.path === '/setup2fa/email') return { body: { status: 200, data: 'code-sent' } };
      if (call.path === '/setup2fa/verify') return { body: { status: 200, data: 'verified' } };
      return undefined;
    });
    const email = await within(dialog).findByLabelText(/^E-mail for 2FA codes/);
    await waitFor(() => expect((email as HTMLInputElement).value).toBe('staff@example.org'));
    fireEvent.click(within(dialog).getByLabelText('Enable two-factor sign-in'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    const code = await within(dialog).findByLabelText(/^Verification code/);
    expect((email as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByLabelText('Enable two-factor sign-in') as HTMLInputElement).disabled).toBe(
      true,
    );
    expect(restCalls.at(-1)).toEqual({
      method: 'POST',
      path: '/setup2fa/email',
      body: { email_for_2fa: 'staff@example.org', is_enabled: true, user_id: 3 },
    });

    fireEvent.change(code, { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect((await screen.findAllByText('Form Error: Invalid field')).length).toBeGreaterThan(0);

    fireEvent.change(code, { target: { value: '12345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('2FA Settings Updated Succesfully')).toBeTruthy();
    expect(restCalls.at(-1)?.body).toEqual({
      email_for_2fa: 'staff@example.org',
      is_enabled: true,
      user_id: 3,
      code: '12345',
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Setup 2FA Login' })).toBeNull(), {
      timeout: 3000,
    });
  });

  it("closes at once when the server answers 'none-verify'", async () => {
    const { dialog } = await openSetup((call) => {
      if (call.path === '/setup2fa/3')
        return { body: { status: 200, data: { email_for_2fa: 'a@b.org', is_enabled: true } } };
      if (call.path === '/setup2fa/email') return { body: { status: 200, data: 'none-verify' } };
      return undefined;
    });
    await within(dialog).findByDisplayValue('a@b.org');
    fireEvent.click(within(dialog).getByLabelText('Enable two-factor sign-in'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('2FA Settings Updated Succesfully')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Setup 2FA Login' })).toBeNull());
  });

  it('names the status text when the setup cannot be loaded', async () => {
    const { dialog } = await openSetup(() => ({ status: 403, statusText: 'Forbidden', body: {} }));
    expect(
      await within(dialog).findByText('Form Error: Failed to loading 2FA setup: Forbidden'),
    ).toBeTruthy();
  });
});
