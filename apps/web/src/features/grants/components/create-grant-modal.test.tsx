// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Client, fetchExchange, Provider } from 'urql';
import { describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../i18n/index.ts';
import { modalsHostReady } from '../../../ui/lazy-hosts.ts';
import { theme } from '../../../ui/theme.ts';
import { CreateGrantModal } from './create-grant-modal.tsx';

const organization = { id: '1', name: 'Riverbend', currentFiscalYear: 2026, currency: 'USD' };

/** Answers the queries the wizard sends: who is signed in, the organisation, and the funder and program pickers. */
async function answer(body: string): Promise<unknown> {
  if (body.includes('GrantPickers'))
    return {
      listFunders: { items: [{ id: '7', name: 'Acme Trust' }] },
      listPrograms: [{ id: '8', name: 'After-school' }],
    };
  if (body.includes('listOrganizations'))
    return { listOrganizations: [{ ...organization, fiscalYearStart: '2026-01-01' }] };
  return {
    currentUser: { id: '3', email: 'staff@example.org', role: 'USER', authorized: true, organization },
  };
}

function setup() {
  const i18n = initI18n();
  void i18n.changeLanguage('en');
  const client = new Client({
    url: 'http://localhost/graphql',
    preferGetMethod: false,
    exchanges: [fetchExchange],
    fetch: async (_url, init) =>
      new Response(JSON.stringify({ data: await answer(String(init?.body)) }), {
        headers: { 'content-type': 'application/json' },
      }),
  });
  const onClose = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <Provider value={client}>
          <ModalsProvider>
            <CreateGrantModal opened onClose={onClose} onCreated={() => {}} />
          </ModalsProvider>
        </Provider>
      </MantineProvider>
    </I18nextProvider>,
  );
  modalsHostReady();
  return { onClose };
}

async function pick(label: string, option: string) {
  const combobox = screen.getByRole('combobox', { name: new RegExp(`^${label}`) });
  // The options arrive with the pickers' query, which may answer after the field is enabled: a dropdown opened
  // before that shows nothing, so open it again until the option is there.
  const found = await waitFor(
    () => {
      const shown = screen.queryByRole('option', { name: option, hidden: true });
      if (shown) return shown;
      fireEvent.click(combobox);
      throw new Error(`no option ${option} yet`);
    },
    { timeout: 5_000 },
  );
  fireEvent.click(found);
}

const pressEscape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

describe('CreateGrantModal: closing (docs/product.md, Creating a grant)', () => {
  it('closes an untouched wizard at once', async () => {
    const { onClose } = setup();
    await screen.findByRole('combobox', { name: /^Funder/ });
    pressEscape();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Discard this grant?')).toBeNull();
  });

  it('asks before a filled wizard is closed, keeps the steps on Keep editing, and closes on Discard', async () => {
    const { onClose } = setup();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Funder/ })).not.toHaveProperty('disabled', true),
    );
    await pick('Funder', 'Acme Trust');
    pressEscape();
    expect(await screen.findByText('Discard this grant?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByText('Discard this grant?')).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('combobox', { name: /^Funder/ }) as HTMLInputElement).value).toBe('Acme Trust');

    fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[0] as HTMLElement);
    fireEvent.click(await screen.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('closes only the open calendar on the first Esc in the deadlines step, and asks on the next', async () => {
    const { onClose } = setup();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Funder/ })).not.toHaveProperty('disabled', true),
    );
    await pick('Funder', 'Acme Trust');
    await pick('Program', 'After-school');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const deadline = await screen.findByRole('textbox', { name: /^Application deadline/ });
    deadline.focus();
    fireEvent.click(deadline);
    expect(deadline.getAttribute('data-mantine-stop-propagation')).toBe('true');
    fireEvent.keyDown(deadline, { key: 'Escape' });
    await waitFor(() => expect(deadline.getAttribute('data-mantine-stop-propagation')).toBeNull());
    expect(screen.queryByText('Discard this grant?')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    // The next Esc is the wizard's: the steps filled make it ask.
    fireEvent.keyDown(deadline, { key: 'Escape' });
    expect(await screen.findByText('Discard this grant?')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
