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
    fields: (t) => ({
      declinedDate: t.exposeString('declinedDate', { nullable: true }),
      declinedReason: t.exposeString('declinedReason', { nullable: true }),
    }),
  });

const AwardRef = builder.objectRef<ApplicationRecord>('Award').implement({
  description: "An application's award (stored on the application, so its id is the application's).",
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    amountAwarded: t.float({ nullable: true, resolve: (a) => dollars(a.amountAwardedCents) }),
    receivementDate: t.exposeString('receivementDate', { nullable: true }),
    responseDays: t.exposeInt('responseDays', { nullable: true }),
    isPrecisionByYear: t.exposeBoolean('isPrecisionByYear', { nullable: false }),
  }),
});

const SubmissionRef = builder.objectRef<ApplicationRecord>('Submission').implement({
  description: "An application's submission (stored on the application, so its id is the application's).",
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    submissionDate: t.exposeString('submissionDate', { nullable: true }),
    amountRequested: t.float({ nullable: true, resolve: (a) => dollars(a.amountRequestedCents) }),
  }),
});

ApplicationRef.implement({
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    organizationId: t.exposeID('organizationId', { nullable: false }),
    status: t.field({ type: ApplicationStatusEnum, nullable: false, resolve: (a) => a.status }),
    displayStatus: t.field({
      type: ApplicationDisplayStatusEnum,
      nullable: false,
      resolve: (a) => a.displayStatus,
    }),
    canEdit: t.boolean({
      nullable: false,
      description: 'Whether the grant list shows the pencil.',
      resolve: (a) => canEditApplication(a.displayStatus),
    }),
    deadline: t.exposeString('deadline', { nullable: false }),
    deadlineType: t.field({ type: DeadlineTypeEnum, nullable: false, resolve: (a) => a.deadlineType }),
    declined: t.exposeBoolean('declined', { nullable: false }),
    declinedDetails: t.field({
      type: DeclinedDetailsRef,
      nullable: true,
      resolve: (a) =>
        a.declined || a.declinedDate
          ? { declinedDate: a.declinedDate, declinedReason: a.declinedReason }
          : null,
    }),
    isSubmittedAsIneligible: t.exposeBoolean('isSubmittedAsIneligible', { nullable: false }),
    ineligibleReason: t.exposeString('ineligibleReason', { nullable: true }),
    notApply: t.exposeBoolean('notApply', { nullable: false }),
    amountAwarded: t.float({ nullable: true, resolve: (a) => dollars(a.amountAwardedCents) }),
    amountRequested: t.float({ nullable: true, resolve: (a) => dollars(a.amountRequestedCents) }),
    fiscalDate: t.exposeString('fiscalDate', { nullable: true }),
    award: t.field({
      type: AwardRef,
      nullable: true,
      resolve: (a) => (a.amountAwardedCents === null ? null : a),
    }),
    submission: t.field({
      type: SubmissionRef,
      nullable: true,
      resolve: (a) => (a.submissionDate ? a : null),
    }),
    responseDays: t.exposeInt('responseDays', { nullable: true }),
    reports: t.field({
      type: [ReportRef],
      nullable: false,
      resolve: (a) =>
        loaded(a.reports, 'Application.reports').map((report) => ({ ...report, application: a })),
    }),
    grant: t.field({ type: GrantRef, nullable: false, resolve: (a) => loaded(a.grant, 'Application.grant') }),
  }),
});

export const ApplicationPageRef = builder
  .objectRef<{ items: ApplicationRecord[]; total?: number | undefined }>('ApplicationPage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [ApplicationRef], nullable: false, resolve: (page) => page.items }),
      total: t.int({ nullable: false, resolve: (page) => loaded(page.total, 'ApplicationPage.total') }),
    }),
  });

export const ApplicationUpdateResultRef = builder
  .objectRef<{ id: number; organizationId: number }>('ApplicationUpdateResult')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id', { nullable: false }),
      organizationId: t.exposeID('organizationId', { nullable: false }),
    }),
  });
