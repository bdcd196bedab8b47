// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type GraphqlAnswer,
  type GraphqlCall,
  member,
  type RestCall,
  renderIdentity,
} from '../../../test/render-identity.tsx';

// Edit folder on the documents screen: from a folder's row and from the folder shown (the URL follows).

const folder = (path: string) => ({ __typename: 'Folder', name: path.split('/').at(-1), path });

function answers(updateFolder: (call: GraphqlCall) => GraphqlAnswer) {
  return (call: GraphqlCall): GraphqlAnswer | undefined => {
    if (call.operationName === 'UpdateFolder') return updateFolder(call);
    if (call.operationName === 'DocumentsFunder')
      return { data: { getFunder: { id: '7', name: 'Acme Trust' } } };
    if (call.operationName === 'Folder') {
      const path = String(call.variables.folder ?? '');
      const children = path === '' ? [folder('Reports'), folder('Archive')] : [];
      return { data: { getFolder: { __typename: 'Folder', name: path, path, children } } };
    }
    if (call.operationName === 'ListFolders')
      return {
        data: {
          listFolders: ['Archive', 'Reports', 'Reports/Q1'].map((path) => ({ __typename: 'Folder', path })),
        },
      };
    return undefined;
  };
}

const rest = (call: RestCall) => {
  if (call.path.includes('/token/'))
    return { body: { success: false, token: null, message: 'not connected' } };
  if (call.path.includes('/any-in-progress/'))
    return { body: { success: true, any_jobs_in_progress: false } };
  if (call.path.includes('/imports/')) return { body: { success: true, jobs: [] } };
  return undefined;
};

const moved = (path: string) => ({ data: { updateFolder: folder(path) } });
const refused = (code: string, message: string) => ({
  data: null,
  errors: [{ message, extensions: { code } }],
});

describe('edit folder', () => {
  it('renames a folder from its row, never offering the folder itself or what is inside it', async () => {
    const { graphqlCalls } = renderIdentity('/funder/7/documents', {
      user: member,
      graphql: answers(() => moved('Reporting')),
      rest,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit folder Reports' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit folder' });
    const name = within(dialog).getByRole('textbox', { name: /Folder name/ });
    expect((name as HTMLInputElement).value).toBe('Reports');
    const parent = within(dialog).getByLabelText('Parent folder');
    await waitFor(() => expect(parent.hasAttribute('disabled')).toBe(false));
    fireEvent.click(parent);
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toEqual(['All documents', 'Archive']);
    fireEvent.keyDown(parent, { key: 'Escape' });
    fireEvent.change(name, { target: { value: 'a/b' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Names cannot contain / or \\.')).toBeTruthy();
    fireEvent.change(name, { target: { value: ' Reporting ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Folder updated')).toBeTruthy();
    expect(graphqlCalls.find((c) => c.operationName === 'UpdateFolder')?.variables).toEqual({
      funderId: '7',
      folder: 'Reports',
      name: 'Reporting',
      parent: null,
    });
  });

  it('shows a taken name beside the name and a move into itself beside the destination', async () => {
    let answer: GraphqlAnswer = refused('NAME_TAKEN', 'taken');
    renderIdentity('/funder/7/documents', { user: member, graphql: answers(() => answer), rest });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit folder Reports' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit folder' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Folder name/ }), {
      target: { value: 'archive' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('A folder with this name already exists there.')).toBeTruthy();
    answer = refused('FOLDER_MOVE_INTO_ITSELF', 'into itself');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('A folder cannot be moved into itself or into one of its sub-folders.'),
    ).toBeTruthy();
  });

  it('follows the folder shown when it is the one renamed', async () => {
    const { router, graphqlCalls } = renderIdentity('/funder/7/documents?path=Reports/Q1', {
      user: member,
      graphql: answers(() => moved('Reports/Quarter 1')),
      rest,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit folder Q1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit folder' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Folder name/ }), {
      target: { value: 'Quarter 1' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.state.location.search).toEqual({ path: 'Reports/Quarter 1' }));
    expect(graphqlCalls.find((c) => c.operationName === 'UpdateFolder')?.variables).toMatchObject({
      folder: 'Reports/Q1',
      name: 'Quarter 1',
    });
    const breadcrumb = await screen.findByRole('navigation', { name: 'Folder path' });
    expect(within(breadcrumb).getByText('Quarter 1').getAttribute('aria-current')).toBe('page');
  });
});
