// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type GraphqlCall, member, type RestCall, renderIdentity } from '../../../test/render-identity.tsx';

// The documents screen names the files the assistant could not read, with the reason its indexer recorded.

const file = (id: string, name: string, assistantIndex: unknown) => ({
  __typename: 'File',
  id,
  name,
  folder: '',
  updatedAt: '2026-11-30T10:00:00Z',
  signedUrl: `/files/download?k=${id}`,
  size: 2_500_000,
  mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  assistantIndex,
});

const children = [
  file('1', 'bomb.docx', { __typename: 'FileAssistantIndex', status: 'FAILED', reason: 'ARCHIVE_BOMB' }),
  file('2', 'huge.docx', { __typename: 'FileAssistantIndex', status: 'FAILED', reason: 'OUT_OF_MEMORY' }),
  file('3', 'letter.docx', { __typename: 'FileAssistantIndex', status: 'INDEXED', reason: null }),
  file('4', 'new.docx', null),
];

function graphql(call: GraphqlCall) {
  if (call.operationName === 'DocumentsFunder')
    return { data: { getFunder: { id: '7', name: 'Acme Trust' } } };
  if (call.operationName === 'Folder')
    return { data: { getFolder: { __typename: 'Folder', name: '', path: '', children } } };
  if (call.operationName === 'ListFolders') return { data: { listFolders: [] } };
  return undefined;
}

function rest(call: RestCall) {
  if (call.path.includes('/token/'))
    return { body: { success: false, token: null, message: 'not connected' } };
  if (call.path.includes('/any-in-progress/'))
    return { body: { success: true, any_jobs_in_progress: false } };
  if (call.path.includes('/imports/')) return { body: { success: true, jobs: [] } };
  return undefined;
}

describe('documents screen: what the assistant made of each file', () => {
  it('says which files the assistant cannot read and why, and nothing for the others', async () => {
    renderIdentity('/funder/7/documents', { user: member, graphql, rest });
    expect(await screen.findByText('letter.docx')).toBeTruthy();
    expect(
      screen.getByText(
        'The assistant cannot read this file: a part of it unpacks to far more than the assistant reads.',
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'The assistant cannot read this file: reading it needed more memory than the assistant may use.',
      ),
    ).toBeTruthy();
    expect(screen.getAllByText(/^The assistant cannot read this file/)).toHaveLength(2);
  });
});
