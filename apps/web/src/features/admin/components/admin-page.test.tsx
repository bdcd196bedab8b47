// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type GraphqlCall, member, renderIdentity } from '../../../test/render-identity.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const admin = { ...member, id: '1', email: 'admin@example.org', role: 'ADMIN' as const };
const organizations = [
  {
    id: '1',
    name: 'Riverbend Community Foundation',
    fiscalYearStart: '2025-07-01',
    currency: 'USD',
    currentFiscalYear: 2026,
    userCount: 3,
  },
  {
    id: '2',
    name: 'Harbor Arts Collective',
    fiscalYearStart: '2025-01-01',
    currency: 'USD',
    currentFiscalYear: 2025,
    userCount: 1,
  },
];
const staffRow = {
  id: '3',
  email: 'staff@example.org',
  role: 'USER',
  authorized: true,
  organization: { id: '1', name: 'Riverbend Community Foundation' },
  managedOrganizations: [],
};
const managerRow = {
  id: '4',
  email: 'manager@example.org',
  role: 'MANAGER',
  authorized: true,
  organization: { id: '1', name: 'Riverbend Community Foundation' },
  managedOrganizations: [{ id: '2', name: 'Harbor Arts Collective' }],
};

function adminApi(call: GraphqlCall) {
  switch (call.operationName) {
    case 'AdminListOrganizations':
      return { data: { adminListOrganizations: organizations } };
    case 'AdminListUsers':
      return { data: { adminListUsers: [staffRow, managerRow] } };
    case 'AdminUpdateUser':
      return {
        data: { adminUpdateUser: { __typename: 'AdminUser', id: '3', role: 'USER', authorized: false } },
      };
    case 'UpdateOrganizationSettings':
      return {
        data: {
          updateOrganization: {
            __typename: 'Organization',
            id: '2',
            name: 'Harbor Arts Collective',
            fiscalYearStart: '2025-01-01',
            currentFiscalYear: 2025,
            currency: 'EUR',
          },
        },
      };
    case 'AdminUnlinkManager':
      return { data: { adminUnlinkManager: { __typename: 'AdminUser', id: '4', managedOrganizations: [] } } };
    default:
      return undefined;
  }
}

describe('admin page', () => {
  it('is Not Found for anyone but an ADMIN', async () => {
    renderIdentity('/admin', { user: { ...member, role: 'MANAGER' } });
    expect(await screen.findByRole('heading', { name: 'Not Found' })).toBeTruthy();
  });

  it('lists organisations and users to an ADMIN', async () => {
    renderIdentity('/admin', { user: admin, graphql: adminApi });
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin' })).toBeTruthy();
    const orgs = screen.getByRole('region', { name: 'Organizations' });
    expect(await within(orgs).findByText('Harbor Arts Collective')).toBeTruthy();
    expect(within(orgs).getByText('07/01/2025')).toBeTruthy();
    expect(await screen.findByText('manager@example.org')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
  });

  it('asks before removing access, and sends nothing when cancelled', async () => {
    const { graphqlCalls } = renderIdentity('/admin', { user: admin, graphql: adminApi });
    const toggle = await screen.findByRole('switch', { name: 'staff@example.org is authorized' });
    fireEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(within(dialog).getByText(/Remove the access of staff@example.org/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Please confirm' })).toBeNull());
    expect(graphqlCalls.some((c) => c.operationName === 'AdminUpdateUser')).toBe(false);

    fireEvent.click(toggle);
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Please confirm' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    expect(await screen.findByText('The user was updated.')).toBeTruthy();
    expect(graphqlCalls.find((c) => c.operationName === 'AdminUpdateUser')?.variables).toEqual({
      id: '3',
      authorized: false,
    });
  });

  it('unlinks a manager after confirmation', async () => {
    const { graphqlCalls } = renderIdentity('/admin', { user: admin, graphql: adminApi });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Unlink manager@example.org from Harbor Arts Collective' }),
    );
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Please confirm' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    expect(await screen.findByText('The manager was unlinked.')).toBeTruthy();
    expect(graphqlCalls.find((c) => c.operationName === 'AdminUnlinkManager')?.variables).toEqual({
      userId: '4',
      organizationId: '2',
    });
  });

  it("sets an organisation's currency from a searchable list", async () => {
    const { graphqlCalls } = renderIdentity('/admin', { user: admin, graphql: adminApi });
    fireEvent.click(await screen.findByRole('button', { name: 'Settings of Harbor Arts Collective' }));
    const dialog = await screen.findByRole('dialog', { name: 'Organization settings' });
    const currency = within(dialog).getByRole('combobox', { name: 'Currency' });
    fireEvent.click(currency);
    fireEvent.change(currency, { target: { value: 'Euro' } });
    fireEvent.click(await screen.findByRole('option', { name: 'EUR – Euro', hidden: true }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The organization settings were saved.')).toBeTruthy();
    expect(graphqlCalls.find((c) => c.operationName === 'UpdateOrganizationSettings')?.variables).toEqual({
      id: '2',
      params: { name: 'Harbor Arts Collective', currency: 'EUR' },
    });
  });
});
