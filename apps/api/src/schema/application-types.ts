import type { ApplicationRecord } from '@grantflow/db/repositories/applications';
import { canEditApplication } from '@grantflow/domain/application/can-edit-application';
import { builder } from '../builder.ts';
import {
  ApplicationDisplayStatusEnum,
  ApplicationRef,
  ApplicationStatusEnum,
  DeadlineTypeEnum,
  dollars,
  GrantRef,
  ReportRef,
} from './refs.ts';
import { loaded } from './selection.ts';

// The application's object types: Application itself (declared in refs.ts), its parts and the results.

const DeclinedDetailsRef = builder
  .objectRef<{ declinedDate: string | null; declinedReason: string | null }>('DeclinedDetails')
  .implement({
    description: 'Why and when an application was declined.',
    fields: (t) => ({
      declinedDate: t.exposeString('declinedDate', {
        description: 'When the funder declined (yyyy-MM-dd).',
        nullable: true,
      }),
      declinedReason: t.exposeString('declinedReason', {
        description: 'The reason given, if any.',
        nullable: true,
      }),
    }),
  });

const AwardRef = builder.objectRef<ApplicationRecord>('Award').implement({
  description: "An application's award (stored on the application, so its id is the application's).",
  fields: (t) => ({
    id: t.exposeID('id', { description: "The application's id.", nullable: false }),
    amountAwarded: t.float({
      description: 'The amount awarded, in dollars.',
      nullable: true,
      resolve: (a) => dollars(a.amountAwardedCents),
    }),
    receivementDate: t.exposeString('receivementDate', {
      description: 'When the award was received (yyyy-MM-dd), if known.',
      nullable: true,
    }),
    responseDays: t.exposeInt('responseDays', {
      description: 'Days from submission to the award.',
      nullable: true,
    }),
    isPrecisionByYear: t.exposeBoolean('isPrecisionByYear', {
      description: "True when only the award's year is known (an award entered by year).",
      nullable: false,
    }),
  }),
});

const SubmissionRef = builder.objectRef<ApplicationRecord>('Submission').implement({
  description: "An application's submission (stored on the application, so its id is the application's).",
  fields: (t) => ({
    id: t.exposeID('id', { description: "The application's id.", nullable: false }),
    submissionDate: t.exposeString('submissionDate', {
      description: 'When it was submitted (yyyy-MM-dd).',
      nullable: true,
    }),
    amountRequested: t.float({
      description: 'The amount requested, in dollars.',
      nullable: true,
      resolve: (a) => dollars(a.amountRequestedCents),
    }),
  }),
});

ApplicationRef.implement({
  description: 'One application of a grant: one cycle with its deadline, answer, outcome and reports.',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The application's id.", nullable: false }),
    organizationId: t.exposeID('organizationId', {
      description: 'The organisation it belongs to.',
      nullable: false,
    }),
    status: t.field({
      description: 'The stored status.',
      type: ApplicationStatusEnum,
      nullable: false,
      resolve: (a) => a.status,
    }),
    displayStatus: t.field({
      description: 'The status a user sees (adds the derived DID_NOT_RESPOND).',
      type: ApplicationDisplayStatusEnum,
      nullable: false,
      resolve: (a) => a.displayStatus,
    }),
    canEdit: t.boolean({
      nullable: false,
      description: 'Whether the grant list shows the pencil.',
      resolve: (a) => canEditApplication(a.displayStatus),
    }),
    deadline: t.exposeString('deadline', { description: 'The deadline (yyyy-MM-dd).', nullable: false }),
    deadlineType: t.field({
      description: 'Whether the deadline is fixed (REQUIRED) or rolling.',
      type: DeadlineTypeEnum,
      nullable: false,
      resolve: (a) => a.deadlineType,
    }),
    declined: t.exposeBoolean('declined', {
      description: 'Whether the funder declined it.',
      nullable: false,
    }),
    declinedDetails: t.field({
      description: "The decline's date and reason; null unless declined.",
      type: DeclinedDetailsRef,
      nullable: true,
      resolve: (a) =>
        a.declined || a.declinedDate
          ? { declinedDate: a.declinedDate, declinedReason: a.declinedReason }
          : null,
    }),
    isSubmittedAsIneligible: t.exposeBoolean('isSubmittedAsIneligible', {
      description: 'Whether it was answered Ineligible.',
      nullable: false,
    }),
    ineligibleReason: t.exposeString('ineligibleReason', {
      description: 'Why the organisation was not eligible, when answered Ineligible.',
      nullable: true,
    }),
    notApply: t.exposeBoolean('notApply', {
      description: 'Whether it was not applied for (NOT_APPLY or INELIGIBLE).',
      nullable: false,
    }),
    amountAwarded: t.float({
      description: 'The amount awarded, in dollars; null without an award.',
      nullable: true,
      resolve: (a) => dollars(a.amountAwardedCents),
    }),
    amountRequested: t.float({
      description: 'The amount requested, in dollars; null without a submission.',
      nullable: true,
      resolve: (a) => dollars(a.amountRequestedCents),
    }),
    fiscalDate: t.exposeString('fiscalDate', {
      description: 'The date that places it in a fiscal year: received, else submitted, else the deadline.',
      nullable: true,
    }),
    award: t.field({
      description: 'The award; null unless awarded.',
      type: AwardRef,
      nullable: true,
      resolve: (a) => (a.amountAwardedCents === null ? null : a),
    }),
    submission: t.field({
      description: 'The submission; null unless submitted.',
      type: SubmissionRef,
      nullable: true,
      resolve: (a) => (a.submissionDate ? a : null),
    }),
    responseDays: t.exposeInt('responseDays', {
      description: 'Days from submission to the award (365 for DID_NOT_RESPOND).',
      nullable: true,
    }),
    reports: t.field({
      description: 'The reports the funder expects for it, by deadline.',
      type: [ReportRef],
      nullable: false,
      resolve: (a) =>
        loaded(a.reports, 'Application.reports').map((report) => ({ ...report, application: a })),
    }),
    grant: t.field({
      description: 'The grant it belongs to.',
      type: GrantRef,
      nullable: false,
      resolve: (a) => loaded(a.grant, 'Application.grant'),
    }),
  }),
});

export const ApplicationPageRef = builder
  .objectRef<{ items: ApplicationRecord[]; total?: number | undefined }>('ApplicationPage')
  .implement({
    description: 'One page of applications.',
    fields: (t) => ({
      items: t.field({
        description: 'The applications on this page.',
        type: [ApplicationRef],
        nullable: false,
        resolve: (page) => page.items,
      }),
      total: t.int({
        description: 'How many applications the whole list holds.',
        nullable: false,
        resolve: (page) => loaded(page.total, 'ApplicationPage.total'),
      }),
    }),
  });

export const ApplicationUpdateResultRef = builder
  .objectRef<{ id: number; organizationId: number }>('ApplicationUpdateResult')
  .implement({
    description: 'The application an update changed.',
    fields: (t) => ({
      id: t.exposeID('id', { description: "The application's id.", nullable: false }),
      organizationId: t.exposeID('organizationId', {
        description: 'The organisation it belongs to.',
        nullable: false,
      }),
    }),
  });
