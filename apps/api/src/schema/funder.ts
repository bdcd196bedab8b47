import { withTenant } from '@grantflow/db/client';
import { funderApplications } from '@grantflow/db/repositories/applications';
import {
  type FunderRecord,
  funderAwardTotals,
  getFunder,
  type LastAwardRecord,
  type LocationRecord,
  listFunders,
} from '@grantflow/db/repositories/funders';
import { PAGE_SIZES } from '@grantflow/domain/constants/limits';
import { centsToDollars } from '@grantflow/domain/money/money-units';
import { createFunder } from '@grantflow/use-cases/funder/create-funder';
import { deleteFunder } from '@grantflow/use-cases/funder/delete-funder';
import { updateFunder } from '@grantflow/use-cases/funder/update-funder';
import { funderCreateParamsSchema, funderUpdateParamsSchema } from '@grantflow/validation/funder';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { tenantMutation } from '../operations/tenant-mutation.ts';
import { funderLoad, profileApplicationsLoad } from './load-from-selection.ts';
import { ApplicationRef, FunderRef, FunderTypeEnum, PaginationInput, SortDirectionEnum } from './refs.ts';
import { dateArg, derivationToday, idArg, LIST_READ, pageArgs, readTenant, searchArg } from './scope.ts';
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

// totalAwardAmount(startAt, endAt) over a list of funders: one statement per organisation, range and
// request, gathering the funders whose field GraphQL resolves in the same tick.
type TotalsBatch = { ids: number[]; result: Promise<Map<number, number>> };
const totalsBatches = new WeakMap<Context, Map<string, TotalsBatch>>();

function rangedTotalCents(ctx: Context, funder: FunderRecord, start: string | null, end: string | null) {
  const batches = totalsBatches.get(ctx) ?? new Map<string, TotalsBatch>();
  totalsBatches.set(ctx, batches);
  const key = `${funder.organizationId}|${start}|${end}`;
  let batch = batches.get(key);
  if (!batch) {
    const ids: number[] = [];
    // The funder was read in its organisation's tenant scope by the root field, which checked the caller.
    const result = Promise.resolve().then(() => {
      batches.delete(key);
      return withTenant(ctx.db, funder.organizationId, (tx) =>
        funderAwardTotals(tx, funder.organizationId, ids, { start, end }),
      );
    });
    batch = { ids, result };
    batches.set(key, batch);
  }
  batch.ids.push(funder.id);
  return batch.result.then((totals) => totals.get(funder.id) ?? 0);
}

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

const FunderPageRef = builder
  .objectRef<{ items: FunderRecord[]; total?: number | undefined }>('FunderPage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [FunderRef], nullable: false, resolve: (page) => page.items }),
      total: t.int({ nullable: false, resolve: (page) => loaded(page.total, 'FunderPage.total') }),
    }),
  });

export type FunderProfile = Awaited<ReturnType<typeof funderApplications>> & { funder: FunderRecord };

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

const FunderSortInput = builder.inputType('FunderSort', {
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

builder.queryField('listFunders', (t) =>
  t.field({
    type: FunderPageRef,
    nullable: false,
    description: 'Funders by name; search matches name, e-mail or type (case-insensitive). 12 per page.',
    args: {
      filters: t.arg({ type: FunderFiltersInput }),
      pagination: t.arg({ type: PaginationInput }),
      sort: t.arg({ type: FunderSortInput, description: 'Absent: by name, as before.' }),
    },
    resolve: (_root, args, ctx, info) => {
      // Access before validation: a caller without access learns nothing from the messages.
      ctx.requireUser();
      const page = pageArgs(args.pagination, PAGE_SIZES.funders);
      const search = searchArg(args.filters?.search);
      const selection = lookAhead(info);
      return readTenant(
        ctx,
        args.filters?.organizationId,
        (tx, org) =>
          listFunders(tx, {
            organizationId: org.id,
            search,
            ...page,
            withTotal: selection.has('total'),
            load: funderLoad(selection.child('items')),
            sort: args.sort
              ? { field: args.sort.field, direction: args.sort.direction ?? 'ASC', today: derivationToday() }
              : null,
          }),
        LIST_READ,
      );
    },
  }),
);

builder.queryField('getFunder', (t) =>
  t.field({
    type: FunderRef,
    nullable: false,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx, info) => {
      const load = funderLoad(lookAhead(info));
      return readTenant(ctx, undefined, (tx, org) =>
        getFunder(tx, org.id, idArg(args.id, 'FUNDER_NOT_FOUND'), load),
      );
    },
  }),
);

builder.queryField('GetFunderProfile', (t) =>
  t.field({
    type: FunderProfileRef,
    nullable: false,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx, info) => {
      const selection = lookAhead(info);
      // The profile's own totalAwardAmount and lastAward read the same funder record as `funder { … }`.
      const own = funderLoad(selection);
      const nested = funderLoad(selection.child('funder'));
      const load = { totals: own.totals || nested.totals, lastAward: own.lastAward || nested.lastAward };
      const withApplications = selection.has('previousGrants') || selection.has('nextGrants');
      return readTenant(ctx, undefined, async (tx, org) => {
        const funder = await getFunder(tx, org.id, idArg(args.id, 'FUNDER_NOT_FOUND'), load);
        const applications = withApplications
          ? await funderApplications(
              tx,
              org.id,
              funder.id,
              derivationToday(),
              profileApplicationsLoad(selection),
            )
          : { previous: [], next: [] };
        return { funder, ...applications };
      });
    },
  }),
);

builder.mutationField('createFunder', (t) =>
  t.field({
    type: FunderRef,
    nullable: false,
    args: { params: t.arg({ type: FunderCreateParamsInput, required: true }) },
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
      id: t.arg.id({ required: true }),
      params: t.arg({ type: FunderUpdateParamsInput, required: true }),
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
    args: { id: t.arg.id({ required: true }) },
    resolve: tenantMutation('deleteFunder', {
      run: async ({ tenant, args, ctx }) => {
        const { storage, publishFileEvent } = ctx.documents;
        const id = idArg(args.id, 'FUNDER_NOT_FOUND');
        return (await deleteFunder({ ...tenant, storage, publishFileEvent, id })).id;
      },
    }),
  }),
);
