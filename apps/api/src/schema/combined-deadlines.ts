import { resolveCombinedOrganizations } from '@grantflow/auth/combined-organizations';
import type { GrantDeadlineRecord, ReportDeadlineRecord } from '@grantflow/db/repositories/deadlines';
import {
  type CombinedDeadlines,
  type CombinedOrganization,
  listCombinedDeadlines,
} from '@grantflow/use-cases/deadlines/list-combined-deadlines';
import { calendarRangeArgsSchema } from '@grantflow/validation/deadlines';
import { builder } from '../builder.ts';
import { signedInQuery } from '../operations/signed-in-query.ts';
import { GrantDeadlineRef, ReportDeadlineRef } from './deadlines.ts';
import { validateArgs } from './errors.ts';

// "All my organisations" on the deadlines page and the calendar: the deadlines of every
// organisation the caller may act for, each row labelled with its organisation.

const CombinedOrganizationRef = builder.objectRef<CombinedOrganization>('CombinedOrganization').implement({
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
  }),
});

type Labelled<T> = { organization: CombinedOrganization; deadline: T };

const OrganizationGrantDeadlineRef = builder
  .objectRef<Labelled<GrantDeadlineRecord>>('OrganizationGrantDeadline')
  .implement({
    fields: (t) => ({
      organization: t.field({
        type: CombinedOrganizationRef,
        nullable: false,
        resolve: (row) => row.organization,
      }),
      deadline: t.field({ type: GrantDeadlineRef, nullable: false, resolve: (row) => row.deadline }),
    }),
  });

const OrganizationReportDeadlineRef = builder
  .objectRef<Labelled<ReportDeadlineRecord>>('OrganizationReportDeadline')
  .implement({
    fields: (t) => ({
      organization: t.field({
        type: CombinedOrganizationRef,
        nullable: false,
        resolve: (row) => row.organization,
      }),
      deadline: t.field({ type: ReportDeadlineRef, nullable: false, resolve: (row) => row.deadline }),
    }),
  });

const labelled = <T extends { organization: CombinedOrganization }>(row: T): Labelled<T> => ({
  organization: row.organization,
  deadline: row,
});

const CombinedDeadlinesRef = builder
  .objectRef<CombinedDeadlines & { start: string; end: string }>('CombinedDeadlines')
  .implement({
    fields: (t) => ({
      start: t.exposeString('start', { nullable: false }),
      end: t.exposeString('end', { nullable: false }),
      organizations: t.field({
        type: [CombinedOrganizationRef],
        nullable: false,
        description: 'The organisations read, by name: the view’s organisation filter.',
        resolve: (row) => row.organizations,
      }),
      grantDeadlines: t.field({
        type: [OrganizationGrantDeadlineRef],
        nullable: false,
        resolve: (row) => row.grantDeadlines.map(labelled),
      }),
      reportDeadlines: t.field({
        type: [OrganizationReportDeadlineRef],
        nullable: false,
        resolve: (row) => row.reportDeadlines.map(labelled),
      }),
    }),
  });

builder.queryField('combinedDeadlines', (t) =>
  t.field({
    type: CombinedDeadlinesRef,
    nullable: false,
    description:
      'Open application and unsubmitted report deadlines between start and end (yyyy-MM-dd, inclusive) of ' +
      "several organisations: a MANAGER's own and linked ones, an ADMIN's picked ones (organizationIds, at " +
      'most 20; else their own), a USER’s own. organizationIds narrows the set; an id outside it is refused.',
    args: {
      start: t.arg.string({ required: true }),
      end: t.arg.string({ required: true }),
      organizationIds: t.arg.idList({ required: false }),
    },
    resolve: signedInQuery({
      read: async ({ db, user, args }) => {
        // Access first, then the arguments: a caller who may not read an organisation learns nothing else.
        const organizations = await resolveCombinedOrganizations(db, user, args.organizationIds);
        const range = validateArgs(calendarRangeArgsSchema, { start: args.start, end: args.end });
        return { ...range, ...(await listCombinedDeadlines({ db, organizations, range })) };
      },
    }),
  }),
);
