import { REPORT_DESCRIPTION_MAX_LENGTH } from '@grantflow/domain/constants/limits';
import { REPORT_URGENCIES, type ReportUrgency } from '@grantflow/domain/shared/enums';
import { localToday } from '@grantflow/validation/dates';
import { reportFormSchema } from '@grantflow/validation/report';
import { Alert, Group, Modal, Radio, Select, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery } from 'urql';
import { codedResolver, errorText } from '../../../lib/form-resolver.ts';
import { mutationErrorMessage } from '../../../lib/mutation-error.ts';
import { DateField } from '../../../ui/date-input.tsx';
import { dateFieldProps } from '../../../ui/field-props.ts';
import { FormActions } from '../../../ui/form-actions.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { trackerMutationContext } from '../../applications/index.ts';
import { GetReportQuery, UpdateReportMutation } from '../graphql/reports.ts';
import {
  buildUpdateReportParams,
  initialReportForm,
  type ReportFormState,
  type ReportSubmittedAnswer,
} from '../utils/report-form.ts';

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
  const [{ data, fetching, error }] = useQuery({
    query: GetReportQuery,
    variables: { id: reportId },
    requestPolicy: 'network-only',
  });
  const report = data?.getReport;
  if (fetching || (!report && !error)) return <PageLoader />;
  if (!report) {
    return (
      <Alert color="error" role="alert">
        {t('reports.load_error')}
      </Alert>
    );
  }
  return (
    <ReportForm
      reportId={report.id}
      initialValues={initialReportForm(report)}
      onCancel={onCancel}
      onSaved={onSaved}
    />
  );
}

interface ReportFormProps {
  reportId: string;
  initialValues: ReportFormState;
  onCancel: () => void;
  onSaved: () => void;
}

function ReportForm({ reportId, initialValues, onCancel, onSaved }: ReportFormProps) {
  const { t } = useTranslation();
  const [{ fetching: saving }, updateReport] = useMutation(UpdateReportMutation);
  const schema = useMemo(() => reportFormSchema({ today: localToday() }), []);
  const form = useForm<ReportFormState>({
    mode: 'controlled',
    initialValues,
    validate: codedResolver(schema),
    validateInputOnChange: true,
  });
  const values = form.getValues();
  const err = (path: string) => errorText(form.errors[path]);

  async function save(state: ReportFormState) {
    const result = await updateReport(
      { id: reportId, params: buildUpdateReportParams(state) },
      trackerMutationContext,
    );
    if (result.error) {
      notifyError(mutationErrorMessage(result.error));
      return;
    }
    notifySuccess(t('reports.updated'));
    onSaved();
  }

  return (
    <form noValidate onSubmit={form.onSubmit(save)}>
      <Stack>
        <Group grow align="flex-start">
          <DateField
            label={t('reports.deadline')}
            required
            {...dateFieldProps(form, 'deadline')}
            error={err('deadline')}
          />
          <Select
            label={t('reports.urgency')}
            data={REPORT_URGENCIES.map((value) => ({ value, label: t(`applications.urgency.${value}`) }))}
            allowDeselect={false}
            value={values.urgency}
            onChange={(value) => form.setFieldValue('urgency', (value as ReportUrgency | null) ?? null)}
            error={err('urgency')}
          />
        </Group>
        <Radio.Group
          label={t('reports.submitted_question')}
          withAsterisk
          value={values.submitted}
          onChange={(value) => form.setFieldValue('submitted', value as ReportSubmittedAnswer)}
          error={err('submitted')}
        >
          <Group mt="xs">
            <Radio value="YES" label={t('reports.yes')} />
            <Radio value="NO" label={t('reports.no')} />
          </Group>
        </Radio.Group>
        {values.submitted === 'YES' && (
          <DateField
            label={t('reports.submission_date')}
            required
            {...dateFieldProps(form, 'submissionDate')}
            error={err('submissionDate')}
          />
        )}
        <Textarea
          label={t('reports.description')}
          autosize
          minRows={2}
          maxLength={REPORT_DESCRIPTION_MAX_LENGTH}
          description={`${values.description.length}/${REPORT_DESCRIPTION_MAX_LENGTH}`}
          {...form.getInputProps('description')}
          error={err('description')}
        />
        <FormActions
          cancelLabel={t('reports.cancel')}
          onCancel={onCancel}
          submitLabel={t('reports.save')}
          loading={saving}
        />
      </Stack>
    </form>
  );
}
