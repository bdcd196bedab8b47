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
  description: 'An organisation a combined view reads.',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The organisation's id.", nullable: false }),
    name: t.exposeString('name', { description: 'Its name.', nullable: false }),
  }),
});

type Labelled<T> = { organization: CombinedOrganization; deadline: T };

const OrganizationGrantDeadlineRef = builder
  .objectRef<Labelled<GrantDeadlineRecord>>('OrganizationGrantDeadline')
  .implement({
    description: 'An application to send, with its organisation.',
    fields: (t) => ({
      organization: t.field({
        description: 'Its organisation.',
        type: CombinedOrganizationRef,
        nullable: false,
        resolve: (row) => row.organization,
      }),
      deadline: t.field({
        description: 'The application to send.',
        type: GrantDeadlineRef,
        nullable: false,
        resolve: (row) => row.deadline,
      }),
    }),
  });

const OrganizationReportDeadlineRef = builder
  .objectRef<Labelled<ReportDeadlineRecord>>('OrganizationReportDeadline')
  .implement({
    description: 'A report to submit, with its organisation.',
    fields: (t) => ({
      organization: t.field({
        description: 'Its organisation.',
        type: CombinedOrganizationRef,
        nullable: false,
        resolve: (row) => row.organization,
      }),
      deadline: t.field({
        description: 'The report to submit.',
        type: ReportDeadlineRef,
        nullable: false,
        resolve: (row) => row.deadline,
      }),
    }),
  });

const labelled = <T extends { organization: CombinedOrganization }>(row: T): Labelled<T> => ({
  organization: row.organization,
  deadline: row,
});

const CombinedDeadlinesRef = builder
  .objectRef<CombinedDeadlines & { start: string; end: string }>('CombinedDeadlines')
  .implement({
    description: 'Deadlines of several organisations in one window.',
    fields: (t) => ({
      start: t.exposeString('start', { description: 'First day (yyyy-MM-dd), inclusive.', nullable: false }),
      end: t.exposeString('end', { description: 'Last day (yyyy-MM-dd), inclusive.', nullable: false }),
      organizations: t.field({
        type: [CombinedOrganizationRef],
        nullable: false,
        description: 'The organisations read, by name: the view’s organisation filter.',
        resolve: (row) => row.organizations,
      }),
      grantDeadlines: t.field({
        description: 'Applications not yet sent, by deadline.',
        type: [OrganizationGrantDeadlineRef],
        nullable: false,
        resolve: (row) => row.grantDeadlines.map(labelled),
      }),
      reportDeadlines: t.field({
        description: 'Reports not yet submitted, by deadline.',
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
      start: t.arg.string({ description: 'First day (yyyy-MM-dd), inclusive.', required: true }),
      end: t.arg.string({ description: 'Last day (yyyy-MM-dd), inclusive.', required: true }),
      organizationIds: t.arg.idList({
        description: 'Only these organisations (each one the caller may act for); absent: all of them.',
        required: false,
      }),
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
