import { confirmAwardTermsSchema } from '@grantflow/validation/award-terms';
import { Alert, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { codedResolver } from '../../../lib/form-resolver.ts';
import type { AwardTermsProposal } from '../graphql/award-letters.ts';
import { useConfirmAwardTerms } from '../hooks/use-confirm-award-terms.ts';
import { confirmInput, hasTerms, type ReviewForm, reviewForm, schemaValues } from '../utils/review-form.ts';
import { AmountProposal } from './amount-proposal.tsx';
import { ConditionProposals } from './condition-proposals.tsx';
import { ReportProposals } from './report-proposals.tsx';

interface TermsReviewProps {
  applicationId: string;
  proposal: AwardTermsProposal;
  onBack: () => void;
  onCancel: () => void;
  onStored: () => void;
}

const validate = codedResolver(confirmAwardTermsSchema);

/** The proposals, each with its sentence; confirming stores only what is left, as edited. */
export function TermsReview({ applicationId, proposal, onBack, onCancel, onStored }: TermsReviewProps) {
  const { t } = useTranslation();
  const form = useForm<ReviewForm>({
    mode: 'controlled',
    initialValues: reviewForm(proposal),
    validate: (values) => validate(schemaValues(values)),
  });
  const { confirm, confirming } = useConfirmAwardTerms(applicationId);
  const values = form.getValues();
  const nothingProposed =
    proposal.amountAwarded === null && proposal.reports.length === 0 && proposal.conditions.length === 0;
  const store = async (kept: ReviewForm) => {
    if (await confirm(confirmInput(kept))) onStored();
  };
  return (
    <form noValidate onSubmit={form.onSubmit((kept) => void store(kept))}>
      <Stack gap="md">
        {nothingProposed ? (
          <Alert color="warning">{t('award_letters.review.nothing')}</Alert>
        ) : (
          <Text size="sm">{t('award_letters.review.intro')}</Text>
        )}
        <AmountProposal form={form} />
        <Divider />
        <ReportProposals form={form} />
        <Divider />
        <ConditionProposals form={form} />
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Button variant="subtle" onClick={onBack} disabled={confirming}>
            {t('award_letters.back')}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onCancel} disabled={confirming}>
              {t('award_letters.cancel')}
            </Button>
            <Button type="submit" loading={confirming} disabled={!hasTerms(values)}>
              {t('award_letters.confirm')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
