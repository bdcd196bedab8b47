// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Client, fetchExchange, Provider } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/index.ts';
import { theme } from '../../../ui/theme.ts';
import { DeleteGrantModal } from './delete-grant-modal.tsx';

function setup() {
  const i18n = initI18n();
  void i18n.changeLanguage('en');
  const requests: string[] = [];
  const client = new Client({
    url: 'http://localhost/graphql',
    exchanges: [fetchExchange],
    fetch: async (_url, init) => {
      requests.push(String(init?.body));
      return new Response(JSON.stringify({ data: { deleteGrant: '9' } }), {
        headers: { 'content-type': 'application/json' },
      });
    },
  });
  const onClose = vi.fn();
  const onDeleted = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <Provider value={client}>
          <DeleteGrantModal grantId="9" onClose={onClose} onDeleted={onDeleted} />
        </Provider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return { requests, onClose, onDeleted };
}

describe('DeleteGrantModal (docs/product.md, Reports and other actions)', () => {
  it('defaults to No, and No just closes without deleting', async () => {
    const { requests, onClose, onDeleted } = setup();
    expect((await screen.findByRole<HTMLInputElement>('radio', { name: 'No' })).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(onDeleted).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
  });

  it('deletes the grant when Yes is confirmed', async () => {
    const { requests, onDeleted } = setup();
    fireEvent.click(await screen.findByRole('radio', { name: 'Yes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(requests).toHaveLength(1);
    expect(JSON.parse(requests[0] ?? '{}')).toMatchObject({ variables: { id: '9' } });
  });
});
