import { Alert, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from 'urql';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { GetApplicationQuery } from '../graphql/get-application.ts';
import { initialApplicationForm } from '../utils/application-form.ts';
import { ApplicationForm } from './application-form.tsx';

interface UpdateApplicationModalProps {
  applicationId: string | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The pencil's modal (§2, title 'update grant'): loads the application, then the §4 form. */
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
  const [{ data, fetching, error }] = useQuery({
    query: GetApplicationQuery,
    variables: { id: applicationId },
    requestPolicy: 'network-only',
  });
  const application = data?.getApplication;
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
