import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClient } from 'urql';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { sendUpload } from '../../documents/index.ts';
import { type AwardTermsProposal, ProposeAwardTermsQuery } from '../graphql/award-letters.ts';

export type LetterChoice = { kind: 'stored'; fileId: string } | { kind: 'upload'; file: File };

/**
 * Reads a letter: an uploaded one is first stored among the funder's documents (uploadFile, the funder's
 * root folder), then proposeAwardTerms reads it. Nothing else is stored.
 */
export function useReadLetter(applicationId: string, funderId: string) {
  const { t } = useTranslation();
  const client = useClient();
  const [state, setState] = useState<{ busy: 'upload' | 'read' | null; error: string | null }>({
    busy: null,
    error: null,
  });

  async function read(choice: LetterChoice): Promise<AwardTermsProposal | null> {
    let fileId: string;
    if (choice.kind === 'upload') {
      setState({ busy: 'upload', error: null });
      const uploaded = await sendUpload({ funderId, folder: '', file: choice.file }, () => undefined);
      if (!uploaded.ok) {
        setState({ busy: null, error: uploaded.error });
        return null;
      }
      fileId = uploaded.id;
    } else fileId = choice.fileId;
    setState({ busy: 'read', error: null });
    const result = await client
      .query(ProposeAwardTermsQuery, { applicationId, fileId }, { requestPolicy: 'network-only' })
      .toPromise();
    if (!result.data) {
      setState({
        busy: null,
        error: result.error ? mutationErrorMessage(result.error) : t('errors.unexpected'),
      });
      return null;
    }
    setState({ busy: null, error: null });
    return result.data.proposeAwardTerms;
  }

  return { read, ...state };
}
