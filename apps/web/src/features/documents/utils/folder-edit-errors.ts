import type { CombinedError } from 'urql';
import { i18n } from '../../../i18n/index.ts';
import { translateFieldErrors } from '../../../i18n/messages.ts';

// A refused folder edit shown beside the field it is about (docs/architecture.md, Screens: field errors
// beside the field): a taken name by the name, a move into itself or too deep by the destination, a
// name or path rule by the field the server names.

export interface FolderEditFieldErrors {
  name?: string;
  parent?: string;
}

export function folderEditFieldErrors(error: Pick<CombinedError, 'graphQLErrors'>): FolderEditFieldErrors {
  const extensions = error.graphQLErrors[0]?.extensions ?? {};
  switch (extensions.code) {
    case 'NAME_TAKEN':
      return { name: i18n.t('documents.folder_name_taken') };
    case 'FOLDER_MOVE_INTO_ITSELF':
      return { parent: i18n.t('error_codes.FOLDER_MOVE_INTO_ITSELF') };
    case 'VALIDATION':
    case 'BAD_USER_INPUT': {
      const fields = translateFieldErrors(extensions);
      return { name: fields.name, parent: fields.parent ?? fields.folder };
    }
    default:
      return {};
  }
}
