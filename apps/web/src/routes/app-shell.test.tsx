// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { renderApp, staff } from '../test/render-app.tsx';

describe('app shell', () => {
  it('sends an anonymous visitor of a protected page to the login page', async () => {
    const { router } = renderApp('/dashboard', null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
  });

  it('tells the login page to come back to the linked page, query included', async () => {
    const { router } = renderApp('/report-center?report=50', null);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toMatchObject({ redirect: '/report-center?report=50' });
  });

  it('shows the dashboard shell with header and footer to a signed-in user', async () => {
    renderApp('/dashboard', staff);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy();
    expect(screen.getByTestId('dashboard-fiscal-year').textContent).toBe('FY 2025');
    expect(screen.getByTestId('organization-name').textContent).toBe('Riverbend Community Foundation');
    expect(screen.getByText(/All rights reserved\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Next 90 Days' }).getAttribute('href')).toBe(
      '/pipeline?grantStatus=NOT_APPLY&range=next90',
    );
    expect(screen.queryByRole('combobox', { name: 'Organization' })).toBeNull();
  });

  it('shows the free-trial-ended page instead of content to an unauthorized user', async () => {
    renderApp('/programs', { ...staff, authorized: false });
    expect(await screen.findByText(/free trial has ended/i)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'support@grantflow.app' }).getAttribute('href')).toBe(
      'mailto:support@grantflow.app',
    );
    expect(screen.queryByRole('heading', { name: 'Programs' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Funders' })).toBeNull();
  });

  it('redirects the root to the dashboard when signed in', async () => {
    const { router } = renderApp('/', staff);
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('shows Not Found for an unknown path', async () => {
    renderApp('/no/such/page', staff);
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeTruthy();
  });

  it('gives an ADMIN the organisation picker and the Admin link', async () => {
    renderApp('/dashboard', { ...staff, role: 'ADMIN' });
    expect(await screen.findByRole('link', { name: 'Admin' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Organization' })).toBeTruthy();
  });

  it('renders a login page with labelled inputs and no serious axe violation', async () => {
    renderApp('/login', null);
    await screen.findByRole('heading', { level: 1, name: 'Login' });
    expect(screen.getByLabelText(/^Email/)).toBeTruthy();
    expect(screen.getByLabelText(/^Password/)).toBeTruthy();
    const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(serious.map((v) => v.id)).toEqual([]);
  });
});
