import { Alert, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useApplication } from '../hooks/use-application.ts';
import { initialApplicationForm } from '../utils/application-form.ts';
import { ApplicationForm } from './application-form.tsx';

interface UpdateApplicationModalProps {
  applicationId: string | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The pencil's modal (title 'update grant'; docs/product.md, Screens and routes): loads the application, then the update form. */
export function UpdateApplicationModal({ applicationId, onClose, onSaved }: UpdateApplicationModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={applicationId !== null} onClose={onClose} title={t('applications.update_title')}>
      {/* Mounted per opening, so a second opening never starts from the previous answer. */}
      {applicationId && (
        <ApplicationLoader applicationId={applicationId} onCancel={onClose} onSaved={onSaved} />
      )}
    </Modal>
  );
}

function ApplicationLoader({
  applicationId,
  onCancel,
  onSaved,
}: {
  applicationId: string;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { application, fetching, error } = useApplication(applicationId);
  if (fetching || (!application && !error)) return <PageLoader />;
  if (!application) {
    return (
      <Alert color="error" role="alert">
        {t('applications.load_error')}
      </Alert>
    );
  }
  return (
    <ApplicationForm
      applicationId={application.id}
      initialValues={initialApplicationForm(application)}
      onCancel={onCancel}
      onSaved={onSaved}
    />
  );
}
