// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type GraphqlCall, member, type RestCall, renderIdentity } from '../../../test/render-identity.tsx';

function documents(call: GraphqlCall) {
  if (call.operationName === 'DocumentsFunder')
    return { data: { getFunder: { id: '7', name: 'Acme Trust' } } };
  if (call.operationName === 'Folder') {
    const folder = String(call.variables.folder ?? '');
    return { data: { getFolder: { __typename: 'Folder', name: folder, path: folder, children: [] } } };
  }
  return undefined;
}

const job = (drive: string, name: string, inserted_at: string) => ({
  id: name.length,
  doc_name: name,
  status: 'COMPLETED',
  total_files: 2,
  processed_files: 1,
  failed_files: 1,
  error_message: null,
  inserted_at,
  files: [
    {
      id: 1,
      job_id: 1,
      file_name: `${drive}-ok.pdf`,
      folder_path: 'Board',
      status: 'COMPLETED',
      error_message: null,
    },
    {
      id: 2,
      job_id: 1,
      file_name: `${drive}-bad.bin`,
      folder_path: '',
      status: 'FAILED',
      error_message: `${drive}: too big`,
    },
  ],
});

function importer(
  overrides: (call: RestCall) => { status?: number; body: unknown } | undefined = () => undefined,
) {
  return (call: RestCall) => {
    const own = overrides(call);
    if (own) return own;
    if (call.path.includes('/token/')) return { body: { success: true, token: 'provider-token' } };
    if (call.path.includes('/any-in-progress/'))
      return { body: { success: true, any_jobs_in_progress: false } };
    if (call.path.includes('/imports/')) return { body: { success: true, jobs: [] } };
    return undefined;
  };
}

/** The drive's button once its connection is known (a loading button cannot be pressed). */
async function driveButton(name: string): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button.hasAttribute('data-loading')).toBe(false));
  return button;
}

describe('drive screens', () => {
  it('tells the drive connection result on the callback and replaces the address with the documents route', async () => {
    const { router } = renderIdentity('/funder/one-drive/callback?provider=one_drive&funder_id=7', {
      user: member,
      graphql: documents,
      rest: importer(),
    });
    expect(await screen.findByText('OneDrive is connected.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/funder/7/documents'));
    expect(router.history.length).toBe(1);
  });

  it('shows a drive_error from the callback as a sentence, an unknown code with the generic one', async () => {
    renderIdentity('/funder/one-drive/callback?provider=google_drive&funder_id=7&drive_error=access_denied', {
      user: member,
      graphql: documents,
      rest: importer(),
    });
    expect(await screen.findByText('Google Drive could not be connected (access_denied).')).toBeTruthy();
  });

  it('says a drive the server has not set up is not set up, in words, with no raw code', async () => {
    const { router } = renderIdentity(
      '/funder/one-drive/callback?provider=one_drive&funder_id=7&drive_error=not_configured',
      { user: member, graphql: documents, rest: importer() },
    );
    expect(
      await screen.findByText('OneDrive is not set up on this server. An administrator can set it up.'),
    ).toBeTruthy();
    // The funder id is read as the number it is: the address is never rewritten with it quoted.
    await waitFor(() => expect(router.state.location.pathname).toBe('/funder/7/documents'));
    expect(router.state.location.href).not.toContain('%22');
  });

  it('offers no Setup for a drive the operator has not set up, and does not ask for its connection', async () => {
    const { restCalls } = renderIdentity('/funder/7/documents', {
      user: member,
      graphql: documents,
      rest: importer((call) =>
        call.path === '/auth/providers'
          ? {
              body: {
                status: 200,
                error: null,
                data: { google: true, microsoft: false, google_drive: true, one_drive: false },
              },
            }
          : undefined,
      ),
    });
    const oneDrive = await screen.findByRole('button', { name: 'OneDrive is not set up' });
    expect(oneDrive.hasAttribute('disabled')).toBe(true);
    expect(await driveButton('Google Drive')).toBeTruthy();
    expect(restCalls.some((call) => call.path.startsWith('/api/one_drive/token'))).toBe(false);
    expect(restCalls.some((call) => call.path.startsWith('/api/google_drive/token'))).toBe(true);
  });

  it('browses a connected drive, opens a folder and imports the chosen items into the current folder', async () => {
    const { restCalls } = renderIdentity('/funder/7/documents?path=Reports', {
      user: member,
      graphql: documents,
      rest: importer((call) => {
        if (call.path.startsWith('/api/google_drive/browse')) {
          const inside = call.path.includes('folder_id=f1');
          return {
            body: {
              success: true,
              items: inside
                ? [
                    {
                      id: 'd2',
                      name: 'Q1.pdf',
                      mime_type: 'application/pdf',
                      size: 10,
                      is_folder: false,
                      modified_time: null,
                    },
                  ]
                : [
                    {
                      id: 'f1',
                      name: 'Board',
                      mime_type: 'folder',
                      size: null,
                      is_folder: true,
                      modified_time: null,
                    },
                  ],
              next_page_token: null,
            },
          };
        }
        if (call.path === '/api/google_drive/import')
          return { body: { success: true, message: 'Import queued' } };
        return undefined;
      }),
    });
    fireEvent.click(await driveButton('Google Drive'));
    const dialog = await screen.findByRole('dialog', { name: 'Import from Google Drive' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Open Board' }));
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Choose Q1.pdf' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Import queued')).toBeTruthy();
    expect(restCalls.find((c) => c.path === '/api/google_drive/import')?.body).toEqual({
      doc_id: 'd2',
      doc_name: 'Q1.pdf',
      doc_mime_type: 'application/pdf',
      doc_size: 10,
      doc_type: 'file',
      user_id: member.id,
      funder_id: '7',
      path: 'Reports',
    });
  });

  it("shows the server's message when an import is refused", async () => {
    renderIdentity('/funder/7/documents', {
      user: member,
      graphql: documents,
      rest: importer((call) => {
        if (call.path.startsWith('/api/one_drive/browse'))
          return {
            body: {
              success: true,
              items: [
                {
                  id: 'x',
                  name: 'Huge',
                  mime_type: 'folder',
                  size: null,
                  is_folder: true,
                  modified_time: null,
                },
              ],
              next_page_token: null,
            },
          };
        if (call.path === '/api/one_drive/import')
          return { status: 400, body: { success: false, message: 'The folder holds too many files.' } };
        return undefined;
      }),
    });
    fireEvent.click(await driveButton('OneDrive'));
    const dialog = await screen.findByRole('dialog', { name: 'Import from OneDrive' });
    fireEvent.click(await within(dialog).findByRole('checkbox', { name: 'Choose Huge' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('The folder holds too many files.')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Import from OneDrive' })).toBeTruthy();
  });

  it("lists both drives' imports newest first with each file's status and error", async () => {
    renderIdentity('/funder/7/documents', {
      user: member,
      graphql: documents,
      rest: importer((call) => {
        if (call.path === '/api/google_drive/imports/7')
          return {
            body: { success: true, jobs: [job('google', 'Older Google import', '2025-01-01T00:00:00Z')] },
          };
        if (call.path === '/api/one_drive/imports/7')
          return {
            body: { success: true, jobs: [job('onedrive', 'Newer OneDrive import', '2025-02-01T00:00:00Z')] },
          };
        return undefined;
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Import history' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import history' });
    const controls = await within(dialog).findAllByRole('button', { name: /import/ });
    expect(controls.map((c) => (c.textContent?.includes('Newer') ? 'newer' : 'older'))).toEqual([
      'newer',
      'older',
    ]);
    expect(within(dialog).getAllByText('1 of 2 files imported, 1 failed', { exact: false })).toHaveLength(2);
    fireEvent.click(controls[0] as HTMLElement);
    expect(await within(dialog).findByText('onedrive-bad.bin')).toBeTruthy();
    expect(within(dialog).getByText('onedrive: too big')).toBeTruthy();
  });
});
