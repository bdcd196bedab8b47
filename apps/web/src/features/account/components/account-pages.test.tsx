// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isSignedIn } from '../../../lib/session-marker.ts';
import { member, renderIdentity } from '../../../test/render-identity.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

async function noSeriousAxeViolation() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => v.id)).toEqual([]);
}

const type = (label: RegExp, value: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('register page', () => {
  it('needs every field, then creates the account and asks the user to check their e-mail', async () => {
    const { graphqlCalls } = renderIdentity('/register', {
      graphql: (call) =>
        call.operationName === 'CreateUnverifiedUser'
          ? { data: { createUnverifiedUser: 'Account created successfully.' } }
          : undefined,
    });
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    await noSeriousAxeViolation();
    type(/^Email/, 'new@example.org');
    type(/^Password/, 'long enough');
    type(/^Confirm password/, 'long enough');
    type(/^Organization name/, 'Lakeside Trust');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    // Month and year are required: nothing is sent yet.
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(graphqlCalls.some((c) => c.operationName === 'CreateUnverifiedUser')).toBe(false);

    const year = String(new Date().getFullYear());
    fireEvent.click(screen.getByRole('combobox', { name: 'Month' }));
    fireEvent.click(await screen.findByRole('option', { name: 'July', hidden: true }));
    fireEvent.click(screen.getByRole('combobox', { name: 'Year' }));
    fireEvent.click(await screen.findByRole('option', { name: year, hidden: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeTruthy();
    expect(graphqlCalls.find((c) => c.operationName === 'CreateUnverifiedUser')?.variables).toEqual({
      email: 'new@example.org',
      password: 'long enough',
      organization: { name: 'Lakeside Trust', fiscalYearStart: `${year}-07-01` },
      // The screen's language, which the account keeps for its e-mails.
      language: 'en',
    });
  });

  it('links to the login page', async () => {
    renderIdentity('/register');
    const link = await screen.findByRole('link', { name: 'Go to login' });
    expect(link.getAttribute('href')).toBe('/login');
  });
});

describe('forgot password page', () => {
  it('keeps Send email disabled until the e-mail is valid, then confirms the request', async () => {
    const { graphqlCalls } = renderIdentity('/forgot-password', {
      graphql: (call) =>
        call.operationName === 'RequestResetPassword'
          ? { data: { requestResetPassword: 'Reset password link has been sent!' } }
          : undefined,
    });
    const button = await screen.findByRole('button', { name: 'Send email' });
    await noSeriousAxeViolation();
    expect(button.hasAttribute('disabled')).toBe(true);
    type(/^Email/, 'not-an-email');
    expect(button.hasAttribute('disabled')).toBe(true);
    type(/^Email/, 'staff@example.org');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    expect((await screen.findAllByText('Reset password link has been sent!')).length).toBeGreaterThan(0);
    expect(graphqlCalls.find((c) => c.operationName === 'RequestResetPassword')?.variables).toEqual({
      email: 'staff@example.org',
    });
    expect(screen.getByRole('link', { name: 'Go back' }).getAttribute('href')).toBe('/login');
  });
});

describe('reset password page', () => {
  it('checks the confirmation on blur and signs in with the new session', async () => {
    const { graphqlCalls, router } = renderIdentity('/reset-password?token=reset-abc', {
      user: member,
      graphql: (call) =>
        call.operationName === 'ResetPassword' ? { data: { resetPassword: 'cookie' } } : undefined,
    });
    const button = await screen.findByRole('button', { name: 'Reset password' });
    await noSeriousAxeViolation();
    expect(button.hasAttribute('disabled')).toBe(true);
    type(/^New password/, 'brand new pass');
    type(/^Confirm password/, 'something else');
    expect(await screen.findByText('passwords must match')).toBeTruthy();
    expect(button.hasAttribute('disabled')).toBe(true);
    type(/^Confirm password/, 'brand new pass');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText("You're back")).toBeTruthy();
    expect(isSignedIn()).toBe(true);
    expect(graphqlCalls.find((c) => c.operationName === 'ResetPassword')?.variables).toEqual({
      password: 'brand new pass',
      token: 'reset-abc',
    });
  });

  it('asks for the 2FA code when the server answers 2fa, and resubmits with it', async () => {
    const { graphqlCalls, router } = renderIdentity('/reset-password?token=reset-2fa', {
      user: member,
      graphql: (call) => {
        if (call.operationName !== 'ResetPassword') return undefined;
        return { data: { resetPassword: call.variables.code ? 'cookie' : '2fa' } };
      },
    });
    const button = await screen.findByRole('button', { name: 'Reset password' });
    type(/^New password/, 'brand new pass');
    type(/^Confirm password/, 'brand new pass');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    const code = await screen.findByRole('textbox', { name: /verification code/i });
    await noSeriousAxeViolation();
    expect(router.state.location.pathname).toBe('/reset-password');
    fireEvent.change(code, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(graphqlCalls.filter((c) => c.operationName === 'ResetPassword').map((c) => c.variables)).toEqual([
      { password: 'brand new pass', token: 'reset-2fa' },
      { password: 'brand new pass', token: 'reset-2fa', code: '12345' },
    ]);
  });

  it('shows the server message when the link is no longer valid', async () => {
    renderIdentity('/reset-password?token=old', {
      graphql: (call) =>
        call.operationName === 'ResetPassword'
          ? { errors: [{ message: 'This link is invalid or has expired.' }], data: null }
          : undefined,
    });
    const button = await screen.findByRole('button', { name: 'Reset password' });
    type(/^New password/, 'brand new pass');
    type(/^Confirm password/, 'brand new pass');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByText('This link is invalid or has expired.')).toBeTruthy();
  });
});

describe('verify user page', () => {
  it('sends the token after a second and lands on the dashboard with the welcome toast', async () => {
    const { restCalls, router } = renderIdentity('/verify-user?token=verify-123', {
      user: member,
      rest: (call) =>
        call.path === '/verify' ? { body: { status: 200, error: null, data: 'cookie' } } : undefined,
    });
    const button = await screen.findByRole('button', { name: 'Verifying…' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(restCalls).toEqual([]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 3000 });
    expect(restCalls).toEqual([{ method: 'POST', path: '/verify', body: { token: 'verify-123' } }]);
    expect(await screen.findByText('Your email was successfuly verified. Welcome!')).toBeTruthy();
    expect(isSignedIn()).toBe(true);
  });

  it('shows the server error as a toast', async () => {
    renderIdentity('/verify-user?token=bad', {
      rest: () => ({ body: { status: 500, error: 'This link is invalid or has expired.', data: null } }),
    });
    expect(
      (await screen.findAllByText('This link is invalid or has expired.', {}, { timeout: 3000 })).length,
    ).toBe(2);
  });

  it('ends the wait on a failure: says so and offers sign-in and registering again', async () => {
    renderIdentity('/verify-user?token=bad', {
      rest: () => ({ body: { status: 400, error: 'This link is invalid or has expired.', data: null } }),
    });
    expect(
      await screen.findByRole('heading', { name: 'We could not verify your e-mail' }, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Verifying…' })).toBeNull();
    expect(screen.queryByText('Verifying your e-mail')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Register again' }).getAttribute('href')).toBe('/register');
  });
});

describe('privacy and terms pages', () => {
  it.each([
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
  ])('%s shows default text signed out, on the install itself', async (path, title) => {
    renderIdentity(path, {});
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getAllByText(/support@|@/).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Go to login' }).getAttribute('href')).toBe('/login');
  });

  it('are what the login page links to', async () => {
    renderIdentity('/login', {});
    expect((await screen.findByRole('link', { name: 'Privacy Policy' })).getAttribute('href')).toBe(
      '/privacy',
    );
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
  });
});
