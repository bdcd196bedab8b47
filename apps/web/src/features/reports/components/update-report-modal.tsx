import { Alert, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useReport } from '../hooks/use-report.ts';
import { initialReportForm } from '../utils/report-form.ts';
import { UpdateReportForm } from './update-report-form.tsx';

interface UpdateReportModalProps {
  reportId: string | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Update report (docs/product.md, Reports and other actions): submitted Yes requires a submission date not in the future; description ≤ 300. */
export function UpdateReportModal({ reportId, onClose, onSaved }: UpdateReportModalProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={reportId !== null} onClose={onClose} title={t('reports.update_title')}>
      {/* Mounted per opening, so a second opening never starts from the previous values. */}
      {reportId && <ReportLoader reportId={reportId} onCancel={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

function ReportLoader({
  reportId,
  onCancel,
  onSaved,
}: {
  reportId: string;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const { report, fetching, error } = useReport(reportId);
  if (fetching || (!report && !error)) return <PageLoader />;
  if (!report) {
    return (
      <Alert color="error" role="alert">
        {t('reports.load_error')}
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
