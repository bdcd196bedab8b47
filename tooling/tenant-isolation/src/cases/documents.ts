import type { Fixture, IsolationCase } from '../case.ts';

// Funder documents: every folder and file operation with organisation A's real funder, folder
// and file. uploadFile also travels as a multipart request: documents-uploads.integration.test.ts sends
// that, and checks the signed download links across organisations.

const FILE_FIELDS =
  'id name folder insertedAt updatedAt signedUrl size mimeType assistantIndex { status reason }';
const FOLDER_FIELDS = `name path children { __typename ... on Folder { name path } ... on File { ${FILE_FIELDS} } }`;
const funder = (fx: Fixture) => String(fx.orgA.funderId);
/** A's folder in wire form ('/Reports' → 'Reports'). */
const folder = (fx: Fixture) => fx.orgA.folderPath.replace(/^\/+/, '');

const graphql = (
  operation: string,
  query: string,
  variables: (fx: Fixture) => Record<string, unknown>,
): IsolationCase => ({ kind: 'graphql', operation, request: (fx) => ({ query, variables: variables(fx) }) });

export const cases: IsolationCase[] = [
  graphql('listFolders', `query ($f: ID!) { listFolders(funderId: $f) { ${FOLDER_FIELDS} } }`, (fx) => ({
    f: funder(fx),
  })),
  graphql(
    'getFolder',
    `query ($f: ID!, $p: String, $s: String) { getFolder(funderId: $f, folder: $p, search: $s) { ${FOLDER_FIELDS} } }`,
    (fx) => ({ f: funder(fx), p: folder(fx), s: null }),
  ),
  {
    kind: 'graphql',
    operation: 'getFolder',
    name: 'graphql getFolder (root, searching for the isolation file)',
    request: (fx) => ({
      query: `query ($f: ID!, $s: String) { getFolder(funderId: $f, search: $s) { ${FOLDER_FIELDS} } }`,
      variables: { f: funder(fx), s: 'isolation' },
    }),
  },
  graphql(
    'createFolder',
    `mutation ($f: ID!, $p: String!) { createFolder(funderId: $f, folder: $p) { ${FOLDER_FIELDS} } }`,
    (fx) => ({ f: funder(fx), p: `${folder(fx)}/Isolation probe` }),
  ),
  // As JSON the file variable names no part: the funder is refused before the missing upload is noticed.
  graphql(
    'uploadFile',
    `mutation ($f: ID!, $file: Upload!, $p: String) { uploadFile(funderId: $f, file: $file, folder: $p) { ${FILE_FIELDS} } }`,
    (fx) => ({ f: funder(fx), file: 'upload:not-a-part', p: folder(fx) }),
  ),
  graphql(
    'updateFile',
    `mutation ($id: ID!, $name: String, $p: String) { updateFile(id: $id, name: $name, folder: $p) { ${FILE_FIELDS} } }`,
    (fx) => ({ id: String(fx.orgA.fileId), name: 'probe-renamed.pdf', p: '' }),
  ),
  graphql('deleteFile', 'mutation ($id: ID!) { deleteFile(id: $id) }', (fx) => ({
    id: String(fx.orgA.fileId),
  })),
  // Renaming A's folder and moving it into the root: refused for every caller, A's folder and files unmoved.
  graphql(
    'updateFolder',
    `mutation ($f: ID!, $p: String!, $name: String, $parent: String) { updateFolder(funderId: $f, folder: $p, name: $name, parent: $parent) { ${FOLDER_FIELDS} } }`,
    (fx) => ({ f: funder(fx), p: folder(fx), name: 'Isolation moved', parent: '' }),
  ),
  graphql(
    'deleteFolder',
    'mutation ($p: String!, $f: ID!) { deleteFolder(folder: $p, funderId: $f) }',
    (fx) => ({ f: funder(fx), p: folder(fx) }),
  ),
];
