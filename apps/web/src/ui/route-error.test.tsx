// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { env } from '../env.ts';
import { initI18n } from '../i18n/index.ts';
import { RouteError } from './route-error.tsx';
import { theme } from './theme.ts';

function renderError(props: Parameters<typeof RouteError>[0], language = 'en') {
  const i18n = initI18n();
  void i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <RouteError {...props} />
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('RouteError', () => {
  it("shows a 'Report feedback' link that opens a feedback dialog mailing support", async () => {
    renderError({ feedback: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Report feedback' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report feedback' });
    fireEvent.change(screen.getByLabelText('What were you doing when this happened?'), {
      target: { value: 'Opening a funder' },
    });
    const send = screen.getByRole('link', { name: 'Send by e-mail' });
    expect(dialog.contains(send)).toBe(true);
    const href = send.getAttribute('href') ?? '';
    expect(href.startsWith(`mailto:${env.supportEmail}?`)).toBe(true);
    expect(decodeURIComponent(href)).toContain('Opening a funder');
  });

  it.each([
    ['pt', 'Enviar feedback'],
    ['de', 'Feedback senden'],
  ])('words the link in %s', async (language, name) => {
    renderError({ feedback: true }, language);
    expect(await screen.findByRole('button', { name })).toBeTruthy();
  });

  it('leaves the link out when feedback is off (development builds)', async () => {
    renderError({ feedback: false });
    await screen.findByRole('button', { name: 'Try again' });
    expect(screen.queryByRole('button', { name: 'Report feedback' })).toBeNull();
  });
});
