// @vitest-environment jsdom
import { Modal } from '@mantine/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/index.ts';
import { AppThemeProvider } from './app-theme-provider.tsx';
import { SkipLink } from './skip-link.tsx';

function renderPage(language: string, modal = false) {
  const i18n = initI18n();
  void i18n.changeLanguage(language);
  return render(
    <I18nextProvider i18n={i18n}>
      <AppThemeProvider>
        <SkipLink />
        <header>
          <a href="/dashboard">Dashboard</a>
        </header>
        <main id="main-content">Content</main>
        {/* A modal that names nothing itself: the theme names its close ×. */}
        <Modal opened={modal} onClose={() => undefined} title="Add funder">
          Body
        </Modal>
      </AppThemeProvider>
    </I18nextProvider>,
  );
}

describe('the skip link', () => {
  it('is the first focusable element and moves the focus to the main content', async () => {
    const { container } = renderPage('en');
    const link = await screen.findByRole('link', { name: 'Skip to main content' });
    expect(container.querySelector('a, button, input, select, textarea, [tabindex]')).toBe(link);
    fireEvent.click(link);
    expect(document.activeElement).toBe(container.querySelector('main'));
  });

  it.each([
    ['pt', 'Pular para o conteúdo principal'],
    ['de', 'Zum Hauptinhalt springen'],
  ])('is translated (%s)', async (language, name) => {
    renderPage(language);
    expect(await screen.findByRole('link', { name })).toBeTruthy();
  });
});

describe("a modal's close button", () => {
  it.each([
    ['en', 'Close'],
    ['pt', 'Fechar'],
    ['de', 'Schließen'],
  ])('has an accessible name in the language (%s)', async (language, name) => {
    renderPage(language, true);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('.mantine-Modal-close')?.getAttribute('aria-label')).toBe(name);
    expect(await screen.findByRole('button', { name })).toBeTruthy();
  });

  it("adds no banner landmark: the page's header stays the only one", async () => {
    renderPage('en', true);
    await screen.findByRole('dialog');
    expect(screen.getAllByRole('banner')).toHaveLength(1);
  });
});
