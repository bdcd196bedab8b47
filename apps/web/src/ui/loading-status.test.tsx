// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/index.ts';
import { LoadingStatus } from './loading-status.tsx';
import { theme } from './theme.ts';

function renderStatus(props: Parameters<typeof LoadingStatus>[0]) {
  const i18n = initI18n();
  void i18n.changeLanguage('en');
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <LoadingStatus {...props} />
      </MantineProvider>
    </I18nextProvider>,
  );
}

describe('LoadingStatus', () => {
  it('names its status region, not the bare loader inside it, and axe finds nothing serious', async () => {
    const { container } = renderStatus({ py: 'xl' });
    const region = await screen.findByRole('status', { name: 'Loading…' });
    expect(region.getAttribute('aria-live')).toBe('polite');
    const loader = container.querySelector('.mantine-Loader-root');
    expect(loader).not.toBeNull();
    expect(loader?.hasAttribute('aria-label')).toBe(false);
    const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => v.id)).toEqual([]);
  });

  it('takes its own name and stays quiet when asked', async () => {
    renderStatus({ label: 'Loading the conversation…', live: false });
    const region = await screen.findByRole('status', { name: 'Loading the conversation…' });
    expect(region.hasAttribute('aria-live')).toBe(false);
  });
});
