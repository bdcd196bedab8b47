// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type GraphqlCall, member, renderIdentity } from '../../../test/render-identity.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const SECRET = `gf_pat_${'a'.repeat(43)}`;
const stored = {
  id: '6f1c2b9e-1111-4a2b-9c3d-0123456789ab',
  name: 'Claude desktop',
  createdAt: '2026-11-02T10:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
};

function answers(tokens: (typeof stored)[]) {
  return (call: GraphqlCall) => {
    if (call.operationName === 'AccessTokens') return { data: { listPersonalAccessTokens: tokens } };
    if (call.operationName === 'CreateAccessToken') {
      const token = { ...stored, id: 'new', name: String((call.variables.params as { name: string }).name) };
      tokens.push(token);
      return { data: { createPersonalAccessToken: { token, secret: SECRET } } };
    }
    return undefined;
  };
}

describe('Access tokens page', () => {
  it('lists the tokens with their last use and expiry', async () => {
    renderIdentity('/settings/access-tokens', { user: member, graphql: answers([stored]) });
    const row = await screen.findByTestId('access-token-row');
    expect(within(row).getByText('Claude desktop')).toBeTruthy();
    expect(within(row).getAllByText('Never')).toHaveLength(2);
    expect(within(row).getByRole('button', { name: 'Revoke Claude desktop' })).toBeTruthy();
  });

  it('refuses an empty name, then shows the new secret once', async () => {
    const { graphqlCalls } = renderIdentity('/settings/access-tokens', {
      user: member,
      graphql: answers([]),
    });
    expect(await screen.findByText('No access tokens yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText(/^Name/), { target: { value: '  CI bot ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create token' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your new token' });
    expect(within(dialog).getByText('Copy it now: you will not see it again.')).toBeTruthy();
    expect((within(dialog).getByLabelText('Token') as HTMLInputElement).value).toBe(SECRET);
    expect(graphqlCalls.find((call) => call.operationName === 'CreateAccessToken')?.variables).toEqual({
      params: { name: 'CI bot', expiresInDays: 90 },
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Your new token' })).toBeNull());
    expect(document.body.textContent).not.toContain(SECRET);
  });
});
