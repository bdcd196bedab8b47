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
import { ApplicationRef, FunderRef, FunderTypeEnum, PaginationInput, SortDirectionEnum } from './refs.ts';
import { dateArg, derivationToday, idArg, pageArgs, searchArg } from './scope.ts';
import { loaded, lookAhead } from './selection.ts';

const LocationRef = builder.objectRef<LocationRecord>('FunderLocation').implement({
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    streetAddress: t.exposeString('streetAddress', { nullable: true }),
    complement: t.exposeString('complement', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    state: t.exposeString('state', { nullable: true }),
    zipcode: t.exposeString('zipcode', { nullable: true }),
  }),
});

const LastAwardRef = builder.objectRef<LastAwardRecord>('LastAward').implement({
  description: "The funder's most recent award with a receivement date.",
  fields: (t) => ({
    amountAwarded: t.float({ nullable: false, resolve: (award) => centsToDollars(award.amountAwardedCents) }),
    receivementDate: t.exposeString('receivementDate', { nullable: false }),
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
  fields: (t) => ({
    id: t.exposeID('id', { nullable: false }),
    organizationId: t.exposeID('organizationId', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    email: t.exposeString('email', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    type: t.field({ type: FunderTypeEnum, nullable: false, resolve: (funder) => funder.type }),
    website: t.exposeString('website', { nullable: true }),
    complexityScore: t.exposeInt('complexityScore', { nullable: true }),
    keyContacts: t.exposeString('keyContacts', {
      nullable: true,
      description: 'A semicolon-separated list.',
    }),
    notes: t.exposeString('notes', { nullable: true }),
    howToApply: t.exposeString('howToApply', { nullable: true }),
    isPaused: t.exposeBoolean('isPaused', { nullable: false }),
    location: t.field({ type: LocationRef, nullable: true, resolve: (funder) => funder.location }),
    lastAward: t.field({
      type: LastAwardRef,
      nullable: true,
      resolve: (funder) => loaded(funder.lastAward, 'Funder.lastAward'),
    }),
    totalAwardAmount: t.float({
      nullable: false,
      description: 'Sum of awarded amounts (dollars), optionally with the award date within startAt..endAt.',
      args: { startAt: t.arg.string(), endAt: t.arg.string() },
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
    fields: (t) => ({
      items: t.field({ type: [FunderRef], nullable: false, resolve: (page) => page.items }),
      total: t.int({ nullable: false, resolve: (page) => loaded(page.total, 'FunderPage.total') }),
    }),
  });

export const FunderProfileRef = builder.objectRef<FunderProfile>('FunderProfile').implement({
  fields: (t) => ({
    id: t.id({ nullable: false, resolve: (profile) => profile.funder.id }),
    funder: t.field({ type: FunderRef, nullable: false, resolve: (profile) => profile.funder }),
    location: t.field({ type: LocationRef, nullable: true, resolve: (profile) => profile.funder.location }),
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
      nullable: false,
      resolve: (profile) =>
        centsToDollars(loaded(profile.funder.totalAwardCents, 'FunderProfile.totalAwardAmount')),
    }),
    lastAward: t.field({
      type: LastAwardRef,
      nullable: true,
      resolve: (profile) => loaded(profile.funder.lastAward, 'FunderProfile.lastAward'),
    }),
  }),
});

const FunderFiltersInput = builder.inputType('FunderFilters', {
  fields: (t) => ({ organizationId: t.id(), search: t.string() }),
});

const FunderSortFieldEnum = builder.enumType('FunderSortField', {
  values: ['WIN_RATE', 'MEDIAN_RESPONSE_DAYS'] as const,
});

export const FunderSortInput = builder.inputType('FunderSort', {
  description: 'Order by a responsiveness figure (funders without one last), then by name.',
  fields: (t) => ({
    field: t.field({ type: FunderSortFieldEnum, required: true }),
    direction: t.field({ type: SortDirectionEnum, defaultValue: 'ASC' }),
  }),
});

const LocationInput = builder.inputType('LocationInput', {
  fields: (t) => ({
    streetAddress: t.string(),
    complement: t.string(),
    city: t.string(),
    state: t.string(),
    zipcode: t.string(),
  }),
});

const FunderCreateParamsInput = builder.inputType('FunderCreateParams', {
  fields: (t) => ({
    name: t.string(),
    type: t.field({ type: FunderTypeEnum }),
    organizationId: t.id(),
    email: t.string(),
    phone: t.string(),
    keyContacts: t.string(),
    website: t.string(),
    complexityScore: t.int(),
    location: t.field({ type: LocationInput }),
  }),
});

const FunderUpdateParamsInput = builder.inputType('FunderUpdateParams', {
  description: 'A partial update: an absent field is unchanged, null clears it.',
  fields: (t) => ({
    name: t.string(),
    email: t.string(),
    phone: t.string(),
    type: t.field({ type: FunderTypeEnum }),
    website: t.string(),
    complexityScore: t.int(),
    keyContacts: t.string(),
    location: t.field({ type: LocationInput }),
    notes: t.string(),
    howToApply: t.string(),
    isPaused: t.boolean(),
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
      filters: t.arg({ type: FunderFiltersInput }),
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
