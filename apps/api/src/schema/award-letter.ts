import type {
  AwardTermsProposal,
  ProposedAmount,
  ProposedCondition,
  ProposedReport,
} from '@grantflow/domain/award-letter/propose-award-terms';
import { confirmAwardTerms } from '@grantflow/use-cases/award-letter/confirm-award-terms';
import { proposeAwardTerms } from '@grantflow/use-cases/award-letter/propose-award-terms';
import { confirmAwardTermsSchema } from '@grantflow/validation/award-terms';
import { builder } from '../builder.ts';
import { tenantMutation } from '../operations/tenant-mutation.ts';
import { tenantQuery } from '../operations/tenant-query.ts';
import { withDomainDerivations } from './application-conversions.ts';
import { applicationLoad } from './load-from-selection.ts';
import { ApplicationRef, dollars, ReportUrgencyEnum } from './refs.ts';
import { derivationToday, idArg } from './scope.ts';
import { lookAhead } from './selection.ts';

// Award letters (docs/product.md, Award letters): what a letter proposes, and storing what the user kept.

const source = { description: 'The sentence of the letter it was read from.' } as const;

const ProposedAmountRef = builder.objectRef<ProposedAmount>('ProposedAmount').implement({
  description: 'The amount the letter awards.',
  fields: (t) => ({
    amount: t.float({
      nullable: false,
      description: 'In dollars (units).',
      resolve: (a) => dollars(a.cents) ?? 0,
    }),
    currency: t.exposeString('currency', {
      nullable: false,
      description: 'The currency the letter names (ISO 4217).',
    }),
    source: t.exposeString('source', { nullable: false, ...source }),
  }),
});

const ProposedReportRef = builder.objectRef<ProposedReport>('ProposedReport').implement({
  description: 'A report deadline the letter states.',
  fields: (t) => ({
    name: t.exposeString('name', { nullable: false, description: 'The report as the letter names it.' }),
    dueDate: t.exposeString('dueDate', { nullable: false, description: 'When it is due (yyyy-MM-dd).' }),
    urgency: t.field({
      type: ReportUrgencyEnum,
      nullable: false,
      description: 'COURTESY when the letter calls it optional, else REQUIRED.',
      resolve: (r) => r.urgency,
    }),
    source: t.exposeString('source', { nullable: false, ...source }),
  }),
});

const ProposedConditionRef = builder.objectRef<ProposedCondition>('ProposedCondition').implement({
  description: 'A sentence of the letter that imposes an obligation.',
  fields: (t) => ({
    text: t.exposeString('text', { nullable: false, description: 'The condition as proposed.' }),
    source: t.exposeString('source', { nullable: false, ...source }),
  }),
});

const AwardTermsProposalRef = builder.objectRef<AwardTermsProposal>('AwardTermsProposal').implement({
  description: 'What an award letter proposes; nothing of it is stored.',
  fields: (t) => ({
    language: t.exposeString('language', {
      nullable: false,
      description: 'The letter’s language (en, pt, de).',
    }),
    amountAwarded: t.field({
      type: ProposedAmountRef,
      nullable: true,
      description: 'The amount awarded; null when the letter states none.',
      resolve: (p) => p.amountAwarded,
    }),
    reports: t.field({
      type: [ProposedReportRef],
      nullable: false,
      description: 'The report deadlines, in the letter’s order.',
      resolve: (p) => p.reports,
    }),
    conditions: t.field({
      type: [ProposedConditionRef],
      nullable: false,
      description: 'The conditions, in the letter’s order.',
      resolve: (p) => p.conditions,
    }),
  }),
});

const KeptReportInput = builder.inputType('KeptAwardReport', {
  description: 'A proposed report the user kept, as edited.',
  fields: (t) => ({
    name: t.string({
      required: true,
      description: 'Stored as the report’s description (at most 300 characters).',
    }),
    dueDate: t.string({ required: true, description: 'When it is due (yyyy-MM-dd).' }),
    urgency: t.field({ type: ReportUrgencyEnum, required: true, description: 'Required or a courtesy.' }),
  }),
});

const KeptConditionInput = builder.inputType('KeptAwardCondition', {
  description: 'A proposed condition the user kept, as edited.',
  fields: (t) => ({ text: t.string({ required: true, description: 'At most 1000 characters.' }) }),
});

const AwardTermsInput = builder.inputType('AwardTermsInput', {
  description: 'What the user kept of an award letter’s proposals.',
  fields: (t) => ({
    amountAwarded: t.float({
      description: 'The amount awarded in dollars; absent or null keeps the stored one.',
    }),
    reports: t.field({
      type: [KeptReportInput],
      required: true,
      description: 'Reports to add (at most 30).',
    }),
    conditions: t.field({
      type: [KeptConditionInput],
      required: true,
      description: 'Conditions to append to the funder’s notes (at most 30).',
    }),
  }),
});

builder.queryField('proposeAwardTerms', (t) =>
  t.field({
    type: AwardTermsProposalRef,
    nullable: false,
    description:
      "Reads an awarded application's award letter (a document of its funder) and proposes its report deadlines, amount and conditions; stores nothing.",
    args: {
      applicationId: t.arg.id({ required: true, description: 'The awarded application.' }),
      fileId: t.arg.id({
        required: true,
        description: 'The award letter: a document of the application’s funder.',
      }),
    },
    resolve: tenantQuery({
      read: ({ tenant, args, ctx }) =>
        proposeAwardTerms({
          ...tenant,
          storage: ctx.documents.storage,
          applicationId: idArg(args.applicationId, 'APPLICATION_NOT_FOUND'),
          fileId: idArg(args.fileId, 'FILE_NOT_FOUND'),
          today: derivationToday(),
        }),
    }),
  }),
);

builder.mutationField('confirmAwardTerms', (t) =>
  t.field({
    type: ApplicationRef,
    nullable: false,
    description:
      'Stores what the user kept of an award letter, in one transaction: adds the reports, sets the amount awarded, appends the conditions to the funder’s notes.',
    args: {
      applicationId: t.arg.id({ required: true, description: 'The awarded application.' }),
      input: t.arg({ type: AwardTermsInput, required: true, description: 'What the user kept.' }),
    },
    resolve: tenantMutation('confirmAwardTerms', {
      argument: 'input',
      resolverArguments: ['applicationId'],
      input: confirmAwardTermsSchema,
      run: async ({ tenant, input, args, info }) => {
        const today = derivationToday();
        const applicationId = idArg(args.applicationId, 'APPLICATION_NOT_FOUND');
        const load = applicationLoad(lookAhead(info));
        return withDomainDerivations(
          await confirmAwardTerms({ ...tenant, applicationId, input, load, today }),
          today,
        );
      },
    }),
  }),
);
