// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type GraphqlCall, member, type RestCall, renderIdentity } from '../../../test/render-identity.tsx';

const file = {
  __typename: 'File',
  id: '11',
  name: 'budget.xlsx',
  folder: '',
  updatedAt: '2025-03-04T10:00:00Z',
  signedUrl: '/files/download?k=1',
  size: 1536,
  mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

function answers(
  children: Record<string, unknown[]>,
  extra: (call: GraphqlCall) => unknown = () => undefined,
) {
  return (call: GraphqlCall) => {
    const own = extra(call);
    if (own) return { data: own };
    if (call.operationName === 'DocumentsFunder')
      return { data: { getFunder: { id: '7', name: 'Acme Trust' } } };
    if (call.operationName === 'Folder') {
      const folder = String(call.variables.folder ?? '');
      return {
        data: {
          getFolder: { __typename: 'Folder', name: folder, path: folder, children: children[folder] ?? [] },
        },
      };
    }
    if (call.operationName === 'ListFolders')
      return { data: { listFolders: [{ __typename: 'Folder', path: 'Reports' }] } };
    return undefined;
  };
}

function drives(connected: Record<string, boolean>) {
  return (call: RestCall) => {
    const drive = /\/api\/(google_drive|one_drive)\//.exec(call.path)?.[1] ?? '';
    if (call.path.includes('/token/'))
      return connected[drive]
        ? { body: { success: true, token: 'provider-token' } }
        : { body: { success: false, token: null, message: 'not connected' } };
    if (call.path.includes('/any-in-progress/'))
      return { body: { success: true, any_jobs_in_progress: false } };
    if (call.path.includes('/imports/')) return { body: { success: true, jobs: [] } };
    return undefined;
  };
}

describe('funder documents screen', () => {
  it('lists sub-folders then files, opens a folder through ?path=, and shows Setup for an unconnected drive', async () => {
    const folders = { '': [{ __typename: 'Folder', name: 'Reports', path: 'Reports' }, file], Reports: [] };
    const { router, graphqlCalls, restCalls } = renderIdentity('/funder/7/documents', {
      user: member,
      graphql: answers(folders),
      rest: drives({ google_drive: true, one_drive: false }),
    });
    expect(await screen.findByRole('heading', { name: 'Documents of Acme Trust' })).toBeTruthy();
    expect(await screen.findByText('budget.xlsx')).toBeTruthy();
    const download = screen.getByRole('link', { name: 'Download budget.xlsx' });
    expect(download.getAttribute('href')).toBe('/files/download?k=1');
    expect(await screen.findByRole('button', { name: /^OneDrive, ?Setup$/ })).toBeTruthy();
    const google = await screen.findByRole('button', { name: 'Google Drive' });
    await waitFor(() => expect(google.hasAttribute('data-loading')).toBe(false));
    expect(restCalls.map((c) => c.path)).toEqual(
      expect.arrayContaining([
        `/api/google_drive/token/${member.id}`,
        '/api/one_drive/any-in-progress/7',
        '/api/google_drive/any-in-progress/7',
      ]),
    );

    fireEvent.click(screen.getByRole('button', { name: 'Open folder Reports' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ path: 'Reports' }));
    expect(await screen.findByText('This folder is empty')).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'Folder path' });
    expect(within(breadcrumb).getByText('Reports').getAttribute('aria-current')).toBe('page');
    expect(graphqlCalls.filter((c) => c.operationName === 'Folder').at(-1)?.variables).toMatchObject({
      funderId: '7',
      folder: 'Reports',
      search: null,
    });
  });

  it("offers no upload, folder or import for another organisation's funder, which the server would refuse", async () => {
    const refused = {
      errors: [{ message: 'Funder not found', extensions: { code: 'FUNDER_NOT_FOUND' } }],
      data: null,
    };
    renderIdentity('/funder/99/documents', {
      user: member,
      graphql: (call) =>
        call.operationName === 'DocumentsFunder' || call.operationName === 'Folder' ? refused : undefined,
      rest: drives({ google_drive: true, one_drive: false }),
    });
    expect(await screen.findByText("This funder is not one of your organization's")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to your funders' }).getAttribute('href')).toBe('/funders');
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.queryByRole('button', { name: /upload/i })).toBeNull();
    expect(screen.queryByRole('button', { name: /create folder/i })).toBeNull();
  });

  it('deletes a file only after the confirmation', async () => {
    const { graphqlCalls } = renderIdentity('/funder/7/documents', {
      user: member,
      graphql: answers({ '': [file] }, (call) =>
        call.operationName === 'DeleteFile' ? { deleteFile: '11' } : undefined,
      ),
      rest: drives({}),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete budget.xlsx' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete file' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete file' })).toBeNull());
    expect(graphqlCalls.some((c) => c.operationName === 'DeleteFile')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete budget.xlsx' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Delete file' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() =>
      expect(graphqlCalls.find((c) => c.operationName === 'DeleteFile')?.variables).toEqual({ id: '11' }),
    );
  });

  it('shows a refused rename beside the name field', async () => {
    const { graphqlCalls } = renderIdentity('/funder/7/documents', {
      user: member,
      graphql: (call) => {
        if (call.operationName === 'UpdateFile')
          return {
            data: null,
            errors: [{ message: 'taken', extensions: { code: 'NAME_TAKEN' } } as { message: string }],
          };
        return answers({ '': [file] })(call);
      },
      rest: drives({}),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit budget.xlsx' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit file' });
    const name = within(dialog).getByRole('textbox', { name: /File name/ });
    fireEvent.change(name, { target: { value: 'a/b.xlsx' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Names cannot contain / or \\.')).toBeTruthy();
    expect(graphqlCalls.some((c) => c.operationName === 'UpdateFile')).toBe(false);

    fireEvent.change(name, { target: { value: 'plan.xlsx' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('A file with this name already exists in this folder.'),
    ).toBeTruthy();
    expect(graphqlCalls.find((c) => c.operationName === 'UpdateFile')?.variables).toEqual({
      id: '11',
      name: 'plan.xlsx',
      folder: null,
    });
  });

  it('creates a folder inside the current one, refusing a name with a separator', async () => {
    const { graphqlCalls } = renderIdentity('/funder/7/documents?path=2024', {
      user: member,
      graphql: answers({ '2024': [] }, (call) =>
        call.operationName === 'CreateFolder'
          ? { createFolder: { __typename: 'Folder', path: '2024/Q1' } }
          : undefined,
      ),
      rest: drives({}),
    });
    await screen.findByText('This folder is empty');
    // The toolbar's button (the empty state offers another one).
    fireEvent.click(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Create folder' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create folder' });
    const name = within(dialog).getByRole('textbox', { name: /Folder name/ });
    fireEvent.change(name, { target: { value: 'Q1/Q2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Names cannot contain / or \\.')).toBeTruthy();
    fireEvent.change(name, { target: { value: ' Q1 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(graphqlCalls.find((c) => c.operationName === 'CreateFolder')?.variables).toEqual({
        funderId: '7',
        folder: '2024/Q1',
      }),
    );
    expect(await screen.findByText('Folder created')).toBeTruthy();
  });

  it('deletes a folder with everything in it after the confirmation', async () => {
    const { graphqlCalls } = renderIdentity('/funder/7/documents', {
      user: member,
      graphql: answers({ '': [{ __typename: 'Folder', name: 'Reports', path: 'Reports' }] }, (call) =>
        call.operationName === 'DeleteFolder' ? { deleteFolder: 'Reports' } : undefined,
      ),
      rest: drives({}),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete folder Reports' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete folder' });
    expect(within(dialog).getByText(/with all its sub-folders and files/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(graphqlCalls.find((c) => c.operationName === 'DeleteFolder')?.variables).toEqual({
        funderId: '7',
        folder: 'Reports',
      }),
    );
  });
});
