import type {
  FunderRecord,
  FunderSortField,
  LastAwardRecord,
  LocationRecord,
} from '@grantflow/db/repositories/funders';
import type { PageRequest } from '@grantflow/db/repositories/shared';
import { centsToDollars } from '@grantflow/domain/money/money-units';
import { createFunder } from '@grantflow/use-cases/funder/create-funder';
import { deleteFunder } from '@grantflow/use-cases/funder/delete-funder';
import { getFunder } from '@grantflow/use-cases/funder/get-funder';
import { type FunderProfile, getFunderProfile } from '@grantflow/use-cases/funder/get-funder-profile';
import { listFunders } from '@grantflow/use-cases/funder/list-funders';
import { sumFunderAwards } from '@grantflow/use-cases/funder/sum-funder-awards';
import { updateFunder } from '@grantflow/use-cases/funder/update-funder';
import { funderCreateParamsSchema, funderUpdateParamsSchema } from '@grantflow/validation/funder';
import DataLoader from 'dataloader';
import type { GraphQLResolveInfo } from 'graphql';
import { builder } from '../builder.ts';
import type { Context, LoaderFactory } from '../context.ts';
import type { Tenant } from '../operations/tenant.ts';
import { tenantMutation } from '../operations/tenant-mutation.ts';
import { tenantQuery } from '../operations/tenant-query.ts';
import { funderLoad, profileApplicationsLoad } from './load-from-selection.ts';
import {
  ApplicationRef,
  describedValues,
  FunderRef,
  FunderTypeEnum,
  PaginationInput,
  SortDirectionEnum,
} from './refs.ts';
import { dateArg, derivationToday, idArg, pageArgs, searchArg } from './scope.ts';
import { loaded, lookAhead } from './selection.ts';

const LocationRef = builder.objectRef<LocationRecord>('FunderLocation').implement({
  description: "A funder's postal address.",
  fields: (t) => ({
    id: t.exposeID('id', { description: "The location's id.", nullable: false }),
    streetAddress: t.exposeString('streetAddress', { description: 'Street and number.', nullable: true }),
    complement: t.exposeString('complement', {
      description: 'Suite, floor or other address detail.',
      nullable: true,
    }),
    city: t.exposeString('city', { description: 'City.', nullable: true }),
    state: t.exposeString('state', { description: 'State.', nullable: true }),
    zipcode: t.exposeString('zipcode', {
      description: 'ZIP code (digits, a dash after five).',
      nullable: true,
    }),
  }),
});

const LastAwardRef = builder.objectRef<LastAwardRecord>('LastAward').implement({
  description: "The funder's most recent award with a receivement date.",
  fields: (t) => ({
    amountAwarded: t.float({
      description: 'The amount awarded, in dollars.',
      nullable: false,
      resolve: (award) => centsToDollars(award.amountAwardedCents),
    }),
    receivementDate: t.exposeString('receivementDate', {
      description: 'When it was received (yyyy-MM-dd).',
      nullable: false,
    }),
  }),
});

// totalAwardAmount(startAt, endAt) over a list of funders: one statement per organisation and range for
// the funders of one request. The funder was read in its organisation's tenant scope by the root field,
// which checked the caller.
interface RangedTotalKey {
  organizationId: number;
  funderId: number;
  start: string | null;
  end: string | null;
}

const rangeOf = (key: RangedTotalKey) => `${key.organizationId}|${key.start}|${key.end}`;

const rangedTotals: LoaderFactory<RangedTotalKey, number, string> = (ctx) =>
  new DataLoader(
    async (keys) => {
      const groups = new Map<string, { range: RangedTotalKey; ids: number[] }>();
      for (const key of keys) {
        const group = groups.get(rangeOf(key)) ?? { range: key, ids: [] };
        group.ids.push(key.funderId);
        groups.set(rangeOf(key), group);
      }
      const totals = new Map<string, Map<number, number>>();
      await Promise.all(
        [...groups].map(async ([name, { range, ids }]) => {
          const { organizationId, start, end } = range;
          const found = await sumFunderAwards({
            db: ctx.db,
            organizationId,
            funderIds: ids,
            range: { start, end },
          });
          totals.set(name, found);
        }),
      );
      return keys.map((key) => totals.get(rangeOf(key))?.get(key.funderId) ?? 0);
    },
    { cacheKeyFn: (key) => `${rangeOf(key)}|${key.funderId}` },
  );

const rangedTotalCents = (ctx: Context, funder: FunderRecord, start: string | null, end: string | null) =>
  ctx.loader(rangedTotals).load({ organizationId: funder.organizationId, funderId: funder.id, start, end });

FunderRef.implement({
  description: 'A funder of the organisation: a foundation, company or government body that gives grants.',
  fields: (t) => ({
    id: t.exposeID('id', { description: "The funder's id.", nullable: false }),
    organizationId: t.exposeID('organizationId', {
      description: 'The organisation it belongs to.',
      nullable: false,
    }),
    name: t.exposeString('name', { description: "The funder's name.", nullable: false }),
    email: t.exposeString('email', { description: 'Contact e-mail.', nullable: true }),
    phone: t.exposeString('phone', { description: 'Contact phone number.', nullable: true }),
    type: t.field({
      description: "The funder's kind.",
      type: FunderTypeEnum,
      nullable: false,
      resolve: (funder) => funder.type,
    }),
    website: t.exposeString('website', { description: "The funder's website.", nullable: true }),
    complexityScore: t.exposeInt('complexityScore', {
      description: 'How hard applying is, 0 to 20 (the form hints 0 to 10).',
      nullable: true,
    }),
    keyContacts: t.exposeString('keyContacts', {
      nullable: true,
      description: 'A semicolon-separated list.',
    }),
    notes: t.exposeString('notes', { description: 'Free notes about the funder.', nullable: true }),
    howToApply: t.exposeString('howToApply', {
      description: "How to apply, in the organisation's words.",
      nullable: true,
    }),
    isPaused: t.exposeBoolean('isPaused', {
      description: 'Whether the organisation paused work with this funder.',
      nullable: false,
    }),
    location: t.field({
      description: "The funder's postal address, if any.",
      type: LocationRef,
      nullable: true,
      resolve: (funder) => funder.location,
    }),
    lastAward: t.field({
      description: 'Its most recent award with a receivement date.',
      type: LastAwardRef,
      nullable: true,
      resolve: (funder) => loaded(funder.lastAward, 'Funder.lastAward'),
    }),
    totalAwardAmount: t.float({
      nullable: false,
      description: 'Sum of awarded amounts (dollars), optionally with the award date within startAt..endAt.',
      args: {
        startAt: t.arg.string({ description: 'Awards received from this date (yyyy-MM-dd, inclusive).' }),
        endAt: t.arg.string({ description: 'Awards received until this date (yyyy-MM-dd, inclusive).' }),
      },
      resolve: async (funder, args, ctx) => {
        const start = dateArg('startAt', args.startAt);
        const end = dateArg('endAt', args.endAt);
        if (!start && !end) return centsToDollars(loaded(funder.totalAwardCents, 'Funder.totalAwardAmount'));
        return centsToDollars(await rangedTotalCents(ctx, funder, start, end));
      },
    }),
  }),
});

export const FunderPageRef = builder
  .objectRef<{ items: FunderRecord[]; total?: number | undefined }>('FunderPage')
  .implement({
    description: 'One page of funders.',
    fields: (t) => ({
      items: t.field({
        description: 'The funders on this page.',
        type: [FunderRef],
        nullable: false,
        resolve: (page) => page.items,
      }),
      total: t.int({
        description: 'How many funders the whole list holds.',
        nullable: false,
        resolve: (page) => loaded(page.total, 'FunderPage.total'),
      }),
    }),
  });

export const FunderProfileRef = builder.objectRef<FunderProfile>('FunderProfile').implement({
  description: "A funder's profile page: the funder with its past and next applications and totals.",
  fields: (t) => ({
    id: t.id({ description: "The funder's id.", nullable: false, resolve: (profile) => profile.funder.id }),
    funder: t.field({
      description: 'The funder.',
      type: FunderRef,
      nullable: false,
      resolve: (profile) => profile.funder,
    }),
    location: t.field({
      description: "The funder's postal address, if any.",
      type: LocationRef,
      nullable: true,
      resolve: (profile) => profile.funder.location,
    }),
    previousGrants: t.field({
      type: [ApplicationRef],
      nullable: false,
      description: 'Applications with a submission date or status INELIGIBLE, latest deadline first.',
      resolve: (profile) => profile.previous,
    }),
    nextGrants: t.field({
      type: [ApplicationRef],
      nullable: false,
      description: 'Upcoming applications (NOT_APPLY), earliest deadline first.',
      resolve: (profile) => profile.next,
    }),
    totalAwardAmount: t.float({
      description: 'Sum of its awarded amounts, in dollars.',
      nullable: false,
      resolve: (profile) =>
        centsToDollars(loaded(profile.funder.totalAwardCents, 'FunderProfile.totalAwardAmount')),
    }),
    lastAward: t.field({
      description: 'Its most recent award with a receivement date.',
      type: LastAwardRef,
      nullable: true,
      resolve: (profile) => loaded(profile.funder.lastAward, 'FunderProfile.lastAward'),
    }),
  }),
});

const FunderFiltersInput = builder.inputType('FunderFilters', {
  description: 'Which funders a list keeps.',
  fields: (t) => ({
    organizationId: t.id({
      description:
        "The organisation to act for (ADMIN: any; MANAGER: a linked one); absent: the caller's own.",
    }),
    search: t.string({ description: 'Matches name, e-mail or type, case-insensitive.' }),
  }),
});

const FunderSortFieldEnum = builder.enumType('FunderSortField', {
  description: 'A responsiveness or public 990 figure funders can be ordered by.',
  values: describedValues(
    ['WIN_RATE', 'MEDIAN_RESPONSE_DAYS', 'LATEST_REVENUE', 'LATEST_GRANTS_PAID'] as const,
    {
      WIN_RATE: 'Awarded ÷ decided applications.',
      MEDIAN_RESPONSE_DAYS: 'Median days from submission to the answer.',
      LATEST_REVENUE: 'Total revenue of its latest public 990 filing that states one.',
      LATEST_GRANTS_PAID: 'Grants paid of its latest 990-PF filing that states them.',
    },
  ),
});

export const FunderSortInput = builder.inputType('FunderSort', {
  description: 'Order by a responsiveness or 990 figure (funders without one last), then by name.',
  fields: (t) => ({
    field: t.field({
      description: 'The responsiveness figure to order by.',
      type: FunderSortFieldEnum,
      required: true,
    }),
    direction: t.field({
      description: 'ASC (the default) or DESC.',
      type: SortDirectionEnum,
      defaultValue: 'ASC',
    }),
  }),
});

const LocationInput = builder.inputType('LocationInput', {
  description: 'A postal address; sent only when one of its fields is non-blank.',
  fields: (t) => ({
    streetAddress: t.string({ description: 'Street and number.' }),
    complement: t.string({ description: 'Suite, floor or other address detail.' }),
    city: t.string({ description: 'City.' }),
    state: t.string({ description: 'State.' }),
    zipcode: t.string({ description: 'ZIP code: digits, a dash after five, at most 10 characters.' }),
  }),
});

const FunderCreateParamsInput = builder.inputType('FunderCreateParams', {
  description: 'A new funder.',
  fields: (t) => ({
    name: t.string({ description: "The funder's name (required)." }),
    type: t.field({ description: "The funder's kind (required).", type: FunderTypeEnum }),
    organizationId: t.id({
      description:
        "The organisation to act for (ADMIN: any; MANAGER: a linked one); absent: the caller's own.",
    }),
    email: t.string({ description: 'Contact e-mail.' }),
    phone: t.string({ description: 'Contact phone number, at least 10 digits.' }),
    keyContacts: t.string({ description: 'Key contacts, separated by semicolons.' }),
    website: t.string({ description: "The funder's website; http:// is added when it has no scheme." }),
    complexityScore: t.int({ description: 'How hard applying is, a whole number from 0 to 20.' }),
    location: t.field({ description: "The funder's postal address.", type: LocationInput }),
  }),
});

const FunderUpdateParamsInput = builder.inputType('FunderUpdateParams', {
  description: 'A partial update: an absent field is unchanged, null clears it.',
  fields: (t) => ({
    name: t.string({ description: "The funder's name." }),
    email: t.string({ description: 'Contact e-mail.' }),
    phone: t.string({ description: 'Contact phone number, at least 10 digits.' }),
    type: t.field({ description: "The funder's kind.", type: FunderTypeEnum }),
    website: t.string({ description: "The funder's website." }),
    complexityScore: t.int({ description: 'How hard applying is, a whole number from 0 to 20.' }),
    keyContacts: t.string({ description: 'Key contacts, separated by semicolons.' }),
    location: t.field({ description: "The funder's postal address.", type: LocationInput }),
    notes: t.string({ description: 'Free notes about the funder.' }),
    howToApply: t.string({ description: 'How to apply.' }),
    isPaused: t.boolean({ description: 'Whether work with this funder is paused.' }),
  }),
});

/** listFunders' arguments, read: the page, the search text and the optional sort. */
export interface FunderPageArgs {
  page: PageRequest;
  search: string | null | undefined;
  sort?: { field: FunderSortField; direction?: 'ASC' | 'DESC' | null } | null;
}

/** listFunders' page as the selection asks for it (listFunders and Organization.funders). */
export function readFunderPage(
  tenant: Tenant,
  { page, search, sort }: FunderPageArgs,
  info: GraphQLResolveInfo,
) {
  const selection = lookAhead(info);
  return listFunders({
    ...tenant,
    search,
    ...page,
    withTotal: selection.has('total'),
    load: funderLoad(selection.child('items')),
    sort: sort ? { field: sort.field, direction: sort.direction ?? 'ASC', today: derivationToday() } : null,
  });
}

builder.queryField('listFunders', (t) =>
  t.field({
    type: FunderPageRef,
    nullable: false,
    description: 'Funders by name; search matches name, e-mail or type (case-insensitive).',
    args: {
      filters: t.arg({ description: 'Which funders to keep.', type: FunderFiltersInput }),
      pagination: t.arg({
        type: PaginationInput,
        description: 'Which page, and how many per page (20 when absent).',
      }),
      sort: t.arg({ type: FunderSortInput, description: 'Absent: by name, as before.' }),
    },
    resolve: tenantQuery({
      input: (args) => ({
        page: pageArgs(args.pagination),
        search: searchArg(args.filters?.search),
      }),
      organizationOf: (args) => args.filters?.organizationId,
      read: ({ tenant, input, args, info }) => readFunderPage(tenant, { ...input, sort: args.sort }, info),
    }),
  }),
);

builder.queryField('getFunder', (t) =>
  t.field({
    description: 'One funder of the organisation, or FUNDER_NOT_FOUND.',
    type: FunderRef,
    nullable: false,
    args: { id: t.arg.id({ required: true, description: 'The funder.' }) },
    resolve: tenantQuery({
      read: ({ tenant, args, info }) =>
        getFunder({ ...tenant, id: idArg(args.id, 'FUNDER_NOT_FOUND'), load: funderLoad(lookAhead(info)) }),
    }),
  }),
);

builder.queryField('GetFunderProfile', (t) =>
  t.field({
    description: "A funder's profile page, or FUNDER_NOT_FOUND (named as the product contract names it).",
    type: FunderProfileRef,
    nullable: false,
    args: { id: t.arg.id({ required: true, description: 'The funder.' }) },
    resolve: tenantQuery({
      read: ({ tenant, args, info }) => {
        const selection = lookAhead(info);
        // The profile's own totalAwardAmount and lastAward read the same funder record as `funder { … }`.
        const own = funderLoad(selection);
        const nested = funderLoad(selection.child('funder'));
        const load = { totals: own.totals || nested.totals, lastAward: own.lastAward || nested.lastAward };
        const withApplications = selection.has('previousGrants') || selection.has('nextGrants');
        return getFunderProfile({
          ...tenant,
          id: idArg(args.id, 'FUNDER_NOT_FOUND'),
          load,
          applications: withApplications ? profileApplicationsLoad(selection) : null,
        });
      },
    }),
  }),
);

builder.mutationField('createFunder', (t) =>
  t.field({
    description: 'Creates a funder in the organisation the caller acts for.',
    type: FunderRef,
    nullable: false,
    args: {
      params: t.arg({ type: FunderCreateParamsInput, required: true, description: 'The new funder.' }),
    },
    resolve: tenantMutation('createFunder', {
      resolverArguments: [],
      input: funderCreateParamsSchema,
      organizationOf: (input) => input.organizationId,
      run: ({ tenant, input: { organizationId: _named, location, ...fields } }) =>
        createFunder({ ...tenant, fields, location }),
    }),
  }),
);

builder.mutationField('updateFunder', (t) =>
  t.field({
    type: FunderRef,
    nullable: false,
    description: 'Returns the funder (id and isPaused among its fields).',
    args: {
      id: t.arg.id({ required: true, description: 'The funder.' }),
      params: t.arg({
        type: FunderUpdateParamsInput,
        required: true,
        description: 'The fields to change; absent fields keep their value.',
      }),
    },
    resolve: tenantMutation('updateFunder', {
      input: funderUpdateParamsSchema,
      run: ({ tenant, input: { location, ...fields }, args }) =>
        updateFunder({ ...tenant, id: idArg(args.id, 'FUNDER_NOT_FOUND'), fields, location }),
    }),
  }),
);

builder.mutationField('deleteFunder', (t) =>
  t.id({
    nullable: false,
    description: 'Deletes the funder with its grants, applications, reports and documents; returns its id.',
    args: { id: t.arg.id({ required: true, description: 'The funder.' }) },
    resolve: tenantMutation('deleteFunder', {
      run: async ({ tenant, args, ctx }) => {
        const { storage, publishFileEvent } = ctx.documents;
        const id = idArg(args.id, 'FUNDER_NOT_FOUND');
        return (await deleteFunder({ ...tenant, storage, publishFileEvent, id })).id;
      },
    }),
  }),
);
