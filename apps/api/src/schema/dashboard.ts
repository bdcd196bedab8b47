import { chartFiscalYears } from '@grantflow/domain/fiscal-year/chart-fiscal-years';
import { currentFiscalYear } from '@grantflow/domain/fiscal-year/fiscal-year-of';
import { DomainError } from '@grantflow/domain/shared/errors';
import { getLargestFunders } from '@grantflow/use-cases/dashboard/get-largest-funders';
import { listDashboardApplications } from '@grantflow/use-cases/dashboard/list-dashboard-applications';
import {
  dashboardParamsArgsSchema,
  dashboardYearArgsSchema,
  largestFundersTypeArgsSchema,
} from '@grantflow/validation/dashboard';
import { builder } from '../builder.ts';
import { tenantQuery } from '../operations/tenant-query.ts';
import { dashboardParams, OrganizationDashboardParamsInput, spanOf } from './dashboard-inputs.ts';
import { DashboardApplicationRef, DashboardKindEnum, LargestFundersRef } from './dashboard-types.ts';
import { validateArgs } from './errors.ts';
import { OrganizationRef } from './organization.ts';
import { dateArg, derivationToday } from './scope.ts';

// Dashboard data (docs/product.md, Screens and routes; Entities; GraphQL operations). Money is
// Float dollars on the wire; every aggregate is one SQL statement in packages/db (repositories/dashboard).

builder.queryField('getOrganization', (t) =>
  t.field({
    type: OrganizationRef,
    nullable: false,
    description: 'The organisation with its dashboard data.',
    args: {
      id: t.arg.id({ description: 'The organisation (one the caller may act for).', required: true }),
      params: t.arg({
        description: 'Which fiscal years the dashboard covers.',
        type: OrganizationDashboardParamsInput,
        required: false,
      }),
    },
    resolve: tenantQuery({
      organizationOf: (args) => args.id,
      read: async ({ tenant: { organization }, args }) => {
        const requested = args.params?.organizationId;
        if (
          requested !== null &&
          requested !== undefined &&
          String(requested).trim() !== String(organization.id)
        ) {
          throw new DomainError('ORGANIZATION_NOT_FOUND');
        }
        const currentFy =
          args.params?.currentFy ?? currentFiscalYear(organization.fiscalYearStart, derivationToday());
        const chartFys = args.params?.chartFys ?? chartFiscalYears(currentFy);
        validateArgs(dashboardParamsArgsSchema, { params: { currentFy, chartFys } });
        // A copy per call: two aliased getOrganization fields may ask for different years.
        const result = { ...organization };
        dashboardParams.set(result, { currentFy, chartFys: [...chartFys] });
        return result;
      },
    }),
  }),
);

builder.queryField('getLargestFunders', (t) =>
  t.field({
    type: LargestFundersRef,
    nullable: false,
    description:
      'Awards with the award date in [startAt, endAt] (yyyy-MM-dd, either open), optionally one funder type.',
    args: {
      organizationId: t.arg.id({
        description:
          "The organisation to act for (ADMIN: any; MANAGER: a linked one); absent: the caller's own.",
        required: false,
      }),
      startAt: t.arg.string({
        description: 'Awards received from this date (yyyy-MM-dd, inclusive); absent: open.',
        required: false,
      }),
      endAt: t.arg.string({
        description: 'Awards received until this date (yyyy-MM-dd, inclusive); absent: open.',
        required: false,
      }),
      type: t.arg.string({ description: 'Only funders of this type (a FunderType value).', required: false }),
    },
    resolve: tenantQuery({
      organizationOf: (args) => args.organizationId,
      read: ({ tenant, args }) =>
        getLargestFunders({
          ...tenant,
          range: { start: dateArg('startAt', args.startAt), end: dateArg('endAt', args.endAt) },
          type: validateArgs(largestFundersTypeArgsSchema, { type: args.type }).type,
        }),
    }),
  }),
);

builder.queryField('dashboardApplications', (t) =>
  t.field({
    type: [DashboardApplicationRef],
    nullable: false,
    description: 'The rows behind a dashboard card (its print table), by date; at most 1000.',
    args: {
      organizationId: t.arg.id({
        description:
          "The organisation to act for (ADMIN: any; MANAGER: a linked one); absent: the caller's own.",
        required: false,
      }),
      fiscalYear: t.arg.int({ description: 'The fiscal year; absent: the current one.', required: false }),
      kind: t.arg({
        description: 'Which card: SENT, AWARDED or PENDING.',
        type: DashboardKindEnum,
        required: true,
      }),
    },
    resolve: tenantQuery({
      organizationOf: (args) => args.organizationId,
      read: ({ tenant, args }) => {
        const { organization } = tenant;
        const year = validateArgs(dashboardYearArgsSchema, {
          fiscalYear: args.fiscalYear ?? currentFiscalYear(organization.fiscalYearStart, derivationToday()),
        }).fiscalYear;
        return listDashboardApplications({ ...tenant, span: spanOf(organization, year), kind: args.kind });
      },
    }),
  }),
);
