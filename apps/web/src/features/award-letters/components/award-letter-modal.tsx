import { Modal } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AwardTermsProposal } from '../graphql/award-letters.ts';
import { LetterPicker } from './letter-picker.tsx';
import { TermsReview } from './terms-review.tsx';

interface AwardLetterModalProps {
  applicationId: string;
  funderId: string;
  onClose: () => void;
  onStored: () => void;
}

/** Pick or upload the letter, then review what it proposes (docs/product.md, Award letters). */
export function AwardLetterModal({ applicationId, funderId, onClose, onStored }: AwardLetterModalProps) {
  const { t } = useTranslation();
  const [proposal, setProposal] = useState<AwardTermsProposal | null>(null);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('award_letters.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      {proposal ? (
        <TermsReview
          applicationId={applicationId}
          proposal={proposal}
          onBack={() => setProposal(null)}
          onCancel={onClose}
          onStored={onStored}
        />
      ) : (
        <LetterPicker
          applicationId={applicationId}
          funderId={funderId}
          onRead={setProposal}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
