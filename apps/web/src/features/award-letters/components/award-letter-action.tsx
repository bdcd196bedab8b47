import { Button } from '@mantine/core';
import { IconFileSearch } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

const AwardLetterModal = lazy(() =>
  import('./award-letter-modal.tsx').then((m) => ({ default: m.AwardLetterModal })),
);

interface AwardLetterActionProps {
  applicationId: string;
  funderId: string;
  /** After the kept terms were stored: the application dialog's form is stale then, so it closes. */
  onStored: () => void;
}

/** The application dialog's "Read award letter" (awarded applications only). */
export function AwardLetterAction({ applicationId, funderId, onStored }: AwardLetterActionProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="light"
        size="xs"
        leftSection={<IconFileSearch size={16} />}
        onClick={() => setOpen(true)}
        mb="sm"
      >
        {t('award_letters.action')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <AwardLetterModal
            applicationId={applicationId}
            funderId={funderId}
            onClose={() => setOpen(false)}
            onStored={() => {
              setOpen(false);
              onStored();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
