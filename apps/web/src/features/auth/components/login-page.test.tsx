// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getImpersonatedOrganizationId, setImpersonatedOrganizationId } from '../../../lib/impersonation.ts';
import { isSignedIn } from '../../../lib/session-marker.ts';
import { member, renderIdentity } from '../../../test/render-identity.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

describe('login page', () => {
  it('says which external sign-in is not configured', async () => {
    renderIdentity('/login', {
      rest: (call) =>
        call.path === '/auth/providers'
          ? { body: { status: 200, data: { google: true, microsoft: false } } }
          : undefined,
    });
    const disabled = await screen.findByRole('button', { name: 'Microsoft sign-in is not configured' });
    expect(disabled.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('link', { name: 'Google' }).getAttribute('href')).toBe('/auth/google');
  });

  it('links to registration and clears the impersonation', async () => {
    setImpersonatedOrganizationId('2');
    renderIdentity('/login');
    expect((await screen.findByRole('link', { name: 'Create an account' })).getAttribute('href')).toBe(
      '/register',
    );
    expect(getImpersonatedOrganizationId()).toBeNull();
  });

  it('signs in when external sign-in comes back with the session in its cookie', async () => {
    window.history.replaceState(null, '', '/login#session=cookie&provider=google');
    const { router } = renderIdentity('/login#session=cookie&provider=google', { user: member });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(isSignedIn()).toBe(true);
    // Nothing a script could steal: no token in cookies the page can read, nor in storage.
    expect(document.cookie).toBe('');
    expect(Object.values({ ...window.localStorage })).not.toContain('oauth-session');
  });

  it('shows an oauth_error as an error toast', async () => {
    renderIdentity('/login?oauth_error=No%20account%20uses%20this%20Google%20address');
    expect(await screen.findByText('No account uses this Google address')).toBeTruthy();
  });

  it('shows a provider error code as a sentence, never the raw code', async () => {
    renderIdentity('/login?oauth_error=access_denied');
    expect(
      await screen.findByText('Sign-in was cancelled or access was not granted. Please try again.'),
    ).toBeTruthy();
    expect(screen.queryByText(/access_denied/i)).toBeNull();
  });
});
