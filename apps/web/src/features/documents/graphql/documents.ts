import { graphql, type ResultOf } from '../../../graphql/graphql.ts';

export const DocumentsFunderQuery = graphql(`
  query DocumentsFunder($id: ID!) {
    getFunder(id: $id) {
      id
      name
    }
  }
`);

export const FolderQuery = graphql(`
  query Folder($funderId: ID!, $folder: String, $search: String) {
    getFolder(funderId: $funderId, folder: $folder, search: $search) {
      name
      path
      children {
        __typename
        ... on Folder {
          name
          path
        }
        ... on File {
          id
          name
          folder
          updatedAt
          signedUrl
          size
          mimeType
          assistantIndex {
            status
            reason
          }
        }
      }
    }
  }
`);

export type FolderChild = ResultOf<typeof FolderQuery>['getFolder']['children'][number];
export type FolderRow = Extract<FolderChild, { __typename: 'Folder' }>;
export type FileRow = Extract<FolderChild, { __typename: 'File' }>;

export const ListFoldersQuery = graphql(`
  query ListFolders($funderId: ID!) {
    listFolders(funderId: $funderId) {
      path
    }
  }
`);

export const CreateFolderMutation = graphql(`
  mutation CreateFolder($funderId: ID!, $folder: String!) {
    createFolder(funderId: $funderId, folder: $folder) {
      path
    }
  }
`);

/** Sent by upload-file.ts as a multipart request (for its progress events), not through urql. */
export const UploadFileMutation = graphql(`
  mutation UploadFile($funderId: ID!, $file: Upload!, $folder: String) {
    uploadFile(funderId: $funderId, file: $file, folder: $folder) {
      id
      name
      folder
    }
  }
`);

export const UpdateFileMutation = graphql(`
  mutation UpdateFile($id: ID!, $name: String, $folder: String) {
    updateFile(id: $id, name: $name, folder: $folder) {
      id
      name
      folder
    }
  }
`);

export const UpdateFolderMutation = graphql(`
  mutation UpdateFolder($funderId: ID!, $folder: String!, $name: String, $parent: String) {
    updateFolder(funderId: $funderId, folder: $folder, name: $name, parent: $parent) {
      name
      path
    }
  }
`);

export const DeleteFileMutation = graphql(`
  mutation DeleteFile($id: ID!) {
    deleteFile(id: $id)
  }
`);

export const DeleteFolderMutation = graphql(`
  mutation DeleteFolder($folder: String!, $funderId: ID!) {
    deleteFolder(folder: $folder, funderId: $funderId)
  }
`);

/** The typenames a change to a funder's documents makes stale (urql's document cache). */
export const DOCUMENT_TYPENAMES = ['Folder', 'File'];
