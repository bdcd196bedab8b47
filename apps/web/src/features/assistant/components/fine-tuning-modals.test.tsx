// @vitest-environment jsdom
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type IdentityUser, member, type RestCall, renderIdentity } from '../../../test/render-identity.tsx';

// Mantine's autosizing Textarea listens to document.fonts, which jsdom lacks.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
  notifications.clean();
});

const admin: IdentityUser = { ...member, role: 'ADMIN' };
const ok = (data: unknown) => ({ body: { status: 200, error: null, data } });

interface Version {
  id: number;
  version: string;
  remarks: 'active' | 'disabled';
  security_constraints?: string;
}

/** The database fine-tuning routes over a list kept by the test, with the service's one-active rule. */
function databaseService(versions: Version[], fail: Partial<Record<'list' | 'delete', true>> = {}) {
  let next = 10;
  return (call: RestCall) => {
    if (call.path.startsWith('/ai/chat/list')) return ok([]);
    if (call.path.startsWith('/ai/get-database-fine-tuning/3?organization_id=1&user_id=0')) {
      return fail.list
        ? { status: 500, statusText: 'Internal Server Error', body: { error: 'database down' } }
        : ok(versions);
    }
    if (call.path === '/ai/set-database-fine-tuning') {
      const body = call.body as Version & { id?: number };
      if (body.remarks === 'active') for (const v of versions) v.remarks = 'disabled';
      const id = body.id ?? next++;
      versions.push({ ...body, id });
      return ok({ id, list: versions });
    }
    const activate = /^\/ai\/activate-database-fine-tuning\/(\d+)$/.exec(call.path);
    if (activate) {
      for (const v of versions) v.remarks = String(v.id) === activate[1] ? 'active' : 'disabled';
      return ok(null);
    }
    const remove = /^\/ai\/delete-database-fine-tuning\/(\d+)$/.exec(call.path);
    if (remove && call.method === 'DELETE') {
      if (fail.delete)
        return {
          status: 409,
          statusText: 'Conflict',
          body: { status: 409, error: 'The active version cannot be deleted' },
        };
      versions.splice(
        versions.findIndex((v) => String(v.id) === remove[1]),
        1,
      );
      return ok(null);
    }
    return undefined;
  };
}

async function openDatabaseModal(rest: (call: RestCall) => ReturnType<ReturnType<typeof databaseService>>) {
  const view = renderIdentity('/assistant', { user: admin, rest });
  fireEvent.click(await screen.findByRole('button', { name: 'Data Fine Tuning' }));
  const dialog = await screen.findByRole('dialog', { name: 'Database Fine-Tuning Configuration' });
  return { ...view, dialog };
}

describe('Database Fine-Tuning Configuration', () => {
  it('creates a version (save disabled while the name is blank), activates another, refuses to delete the active one', async () => {
    const versions: Version[] = [{ id: 1, version: 'rules-a', remarks: 'active' }];
    const { dialog, restCalls } = await openDatabaseModal(databaseService(versions));
    const name = within(dialog).getByRole('textbox', { name: /^Version name/ }) as HTMLInputElement;
    await waitFor(() => expect(name.value).toMatch(/^db-v2@\d{4}-\d{2}-\d{2}$/));
    expect(
      (within(dialog).getByRole('button', { name: 'Delete rules-a' }) as HTMLButtonElement).disabled,
    ).toBe(true);

    const save = within(dialog).getByRole('button', { name: 'Save configuration' }) as HTMLButtonElement;
    fireEvent.change(name, { target: { value: '  ' } });
    expect(save.disabled).toBe(true);
    fireEvent.change(name, { target: { value: 'rules-b' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Security constraints' }), {
      target: { value: 'No e-mail addresses' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Set as active' }));
    fireEvent.click(save);
    expect(
      await screen.findByText(
        'Database fine-tuning version rules-b was created successfully and set as active',
      ),
    ).toBeTruthy();
    expect(restCalls.find((c) => c.path === '/ai/set-database-fine-tuning')?.body).toMatchObject({
      organization_id: 1,
      user_id: 0,
      authored_by_user_id: 3,
      version: 'rules-b',
      security_constraints: 'No e-mail addresses',
      remarks: 'active',
    });

    fireEvent.click(await within(dialog).findByRole('button', { name: 'Activate rules-a' }));
    expect(
      await screen.findByText(
        'Database fine-tuning version activated successfully. Other versions have been deactivated.',
      ),
    ).toBeTruthy();
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('button', { name: 'Delete rules-b' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete rules-b' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete version' });
    expect(within(confirm).getByText('Are you sure you want to delete this version?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Database fine-tuning version deleted successfully')).toBeTruthy();
    expect(versions.map((v) => v.version)).toEqual(['rules-a']);
  });

  it("shows the empty list's text", async () => {
    const { dialog } = await openDatabaseModal(databaseService([]));
    expect(
      await within(dialog).findByText(
        "No database fine-tuning versions found. Click 'New Version' to create one.",
      ),
    ).toBeTruthy();
  });

  it('names the HTTP status when the list is refused', async () => {
    const { dialog } = await openDatabaseModal(databaseService([], { list: true }));
    // The server's text is shown with its first letter capitalised (docs/product.md, Messages and error codes).
    expect(await within(dialog).findByText(/^HTTP 500: Database down/)).toBeTruthy();
  });

  it("shows 'Failed to delete version' with the service's reason", async () => {
    const { dialog } = await openDatabaseModal(
      databaseService([{ id: 2, version: 'old', remarks: 'disabled' }], { delete: true }),
    );
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Delete old' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete version' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(
      await within(dialog).findByText('Failed to delete version: The active version cannot be deleted'),
    ).toBeTruthy();
  });
});
