import { Alert, Divider, Modal } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { AwardLetterAction } from '../../award-letters/index.ts';
import { loadDraftingPanel } from '../../drafting/index.ts';
import { loadHistoryTimeline } from '../../history/index.ts';
import { loadTasksSection } from '../../tasks/index.ts';
import { useApplication } from '../hooks/use-application.ts';
import { initialApplicationForm } from '../utils/application-form.ts';
import { ApplicationForm } from './application-form.tsx';

const DraftingPanel = lazy(() => loadDraftingPanel().then((m) => ({ default: m.DraftingPanel })));
const HistoryTimeline = lazy(() => loadHistoryTimeline().then((m) => ({ default: m.HistoryTimeline })));
const TasksSection = lazy(() => loadTasksSection().then((m) => ({ default: m.TasksSection })));

interface UpdateApplicationModalProps {
  applicationId: string | null;
  /** The acting organisation: named when the application is not one of its own (a link from another one). */
  organizationName?: string | null;
  onClose: () => void;
  onSaved: () => void;
}

/** The pencil's modal (title 'update grant'; docs/product.md, Screens and routes): loads the application, then the update form. */
export function UpdateApplicationModal({
  applicationId,
  organizationName,
  onClose,
  onSaved,
}: UpdateApplicationModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={applicationId !== null}
      onClose={onClose}
      title={t('applications.update_title')}
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      {/* Mounted per opening, so a second opening never starts from the previous answer. */}
      {applicationId && (
        <ApplicationLoader
          applicationId={applicationId}
          organizationName={organizationName ?? null}
          onCancel={onClose}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}

function ApplicationLoader({
  applicationId,
  organizationName,
  onCancel,
  onSaved,
}: {
  applicationId: string;
  organizationName: string | null;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { application, fetching, error } = useApplication(applicationId);
  if (fetching || (!application && !error)) return <PageLoader />;
  if (!application) {
    // Read in the acting organisation only: a linked application of another one, or a deleted one, is "not
    // found" here; the message says where to look instead of a bare failure.
    const notFound = error?.graphQLErrors.some((e) => e.extensions?.code === 'APPLICATION_NOT_FOUND');
    return (
      <Alert color="error" role="alert" title={notFound ? t('applications.not_found_title') : undefined}>
        {notFound
          ? t('applications.not_found', { organization: organizationName ?? '' })
          : t('applications.load_error')}
      </Alert>
    );
  }
  return (
    <>
      {application.status === 'AWARDED' && (
        <AwardLetterAction
          applicationId={application.id}
          funderId={application.grant.funder.id}
          onStored={onSaved}
        />
      )}
      <ApplicationForm
        applicationId={application.id}
        initialValues={initialApplicationForm(application)}
        onCancel={onCancel}
        onSaved={onSaved}
      />
      <Divider my="md" />
      <Suspense fallback={null}>
        <TasksSection applicationId={application.id} />
      </Suspense>
      <Suspense fallback={null}>
        <DraftingPanel applicationId={application.id} />
      </Suspense>
      <Suspense fallback={null}>
        <HistoryTimeline subject={{ type: 'APPLICATION', id: application.id }} />
      </Suspense>
    </>
  );
}
