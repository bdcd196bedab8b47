import { Alert, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useReport } from '../hooks/use-report.ts';
import { initialReportForm } from '../utils/report-form.ts';
import { UpdateReportForm } from './update-report-form.tsx';

interface UpdateReportModalProps {
  reportId: string | null;
  /** The acting organisation: named when the report is not one of its own (a link from another one). */
  organizationName?: string | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Update report (docs/product.md, Reports and other actions): submitted Yes requires a submission date not in the future; description ≤ 300. */
export function UpdateReportModal({ reportId, organizationName, onClose, onSaved }: UpdateReportModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={reportId !== null}
      onClose={onClose}
      title={t('reports.update_title')}
      closeButtonProps={{ 'aria-label': t('app.close') }}
    >
      {/* Mounted per opening, so a second opening never starts from the previous values. */}
      {reportId && (
        <ReportLoader
          reportId={reportId}
          organizationName={organizationName ?? null}
          onCancel={onClose}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
}

function ReportLoader({
  reportId,
  organizationName,
  onCancel,
  onSaved,
}: {
  reportId: string;
  organizationName: string | null;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { report, fetching, error } = useReport(reportId);
  if (fetching || (!report && !error)) return <PageLoader />;
  if (!report) {
    // Reports are read in the acting organisation only: a linked report of another one, or a deleted one,
    // is "not found" here; the message says where to look instead of a bare failure.
    const notFound = error?.graphQLErrors.some((e) => e.extensions?.code === 'REPORT_NOT_FOUND');
    return (
      <Alert color="error" role="alert" title={notFound ? t('reports.not_found_title') : undefined}>
        {notFound
          ? t('reports.not_found', { organization: organizationName ?? '' })
          : t('reports.load_error')}
      </Alert>
    );
  }
  return (
    <UpdateReportForm
      reportId={report.id}
      initialValues={initialReportForm(report)}
      onCancel={onCancel}
      onSaved={onSaved}
    />
  );
}
