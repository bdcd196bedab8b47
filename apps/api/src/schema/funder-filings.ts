import type { FunderFilingRecord } from '@grantflow/db/repositories/funder-filings';
import type { FunderRecord } from '@grantflow/db/repositories/funders';
import { confirmFunderEin } from '@grantflow/use-cases/funder-filings/confirm-funder-ein';
import type { FilingCandidate } from '@grantflow/use-cases/funder-filings/filings-provider';
import { findFunderFilings } from '@grantflow/use-cases/funder-filings/find-funder-filings';
import { listFunderFilings } from '@grantflow/use-cases/funder-filings/list-funder-filings';
import {
  confirmFunderEinArgsSchema,
  findFunderFilingsArgsSchema,
} from '@grantflow/validation/funder-filings';
import DataLoader from 'dataloader';
import { builder } from '../builder.ts';
import type { LoaderFactory } from '../context.ts';
import { tenantMutation } from '../operations/tenant-mutation.ts';
import { tenantQuery } from '../operations/tenant-query.ts';
import { validateArgs } from './errors.ts';
import { funderLoad } from './load-from-selection.ts';
import { FunderRef } from './refs.ts';
import { lookAhead } from './selection.ts';

// Funder research from public 990 data (docs/product.md, Funder research): candidates from the provider,
// confirming one stores the EIN and the filings, and each funder's stored filings (batched per request).

const FilingCandidateRef = builder.objectRef<FilingCandidate>('FilingCandidate').implement({
  description: 'An organisation of ProPublica Nonprofit Explorer that may be the funder.',
  fields: (t) => ({
    ein: t.exposeString('ein', { description: 'Its EIN, nine digits.', nullable: false }),
    name: t.exposeString('name', { description: 'Its name as filed.', nullable: false }),
    city: t.exposeString('city', { description: 'City of its address.', nullable: true }),
    state: t.exposeString('state', { description: 'State of its address (two letters).', nullable: true }),
  }),
});

const FunderFilingRef = builder.objectRef<FunderFilingRecord>('FunderFiling').implement({
  description: "One year of the funder's public 990 filings, as ProPublica Nonprofit Explorer states it.",
  fields: (t) => ({
    year: t.exposeInt('year', { description: 'The tax year.', nullable: false }),
    formType: t.exposeString('formType', { description: '990, 990EZ or 990PF.', nullable: false }),
    revenue: t.exposeFloat('revenue', { description: 'Total revenue, whole dollars.', nullable: true }),
    assets: t.exposeFloat('assets', { description: 'Total assets at year end, dollars.', nullable: true }),
    grantsPaid: t.exposeFloat('grantsPaid', {
      description: 'Grants paid, dollars (private foundations, 990-PF, only).',
      nullable: true,
    }),
    sourceUrl: t.exposeString('sourceUrl', { description: 'The filing at its source.', nullable: false }),
    fetchedAt: t.string({
      description: 'When it was fetched (ISO 8601).',
      nullable: false,
      resolve: (filing) => filing.fetchedAt.toISOString(),
    }),
  }),
});

// One statement per organisation for the funders of one request; the funder was read in its
// organisation's tenant scope by the root field, which checked the caller.
const filingsLoader: LoaderFactory<FunderRecord, FunderFilingRecord[], number> = (ctx) =>
  new DataLoader(
    async (funders) => {
      const byOrganization = new Map<number, number[]>();
      for (const { organizationId, id } of funders) {
        byOrganization.set(organizationId, [...(byOrganization.get(organizationId) ?? []), id]);
      }
      const found = new Map<number, FunderFilingRecord[]>();
      for (const [organizationId, funderIds] of byOrganization) {
        const rows = await listFunderFilings({ db: ctx.db, organizationId, funderIds });
        for (const [id, filings] of rows) found.set(id, filings);
      }
      return funders.map(({ id }) => found.get(id) ?? []);
    },
    { cacheKeyFn: (funder) => funder.id },
  );

builder.objectFields(FunderRef, (t) => ({
  ein: t.exposeString('ein', {
    description: 'The confirmed EIN of its public 990 filings (nine digits), or null.',
    nullable: true,
  }),
  filings: t.field({
    type: [FunderFilingRef],
    nullable: false,
    description: 'Its stored public 990 filings, oldest year first (empty until an EIN is confirmed).',
    resolve: (funder, _args, ctx) => ctx.loader(filingsLoader).load(funder),
  }),
}));

builder.queryField('findFunderFilings', (t) =>
  t.field({
    type: [FilingCandidateRef],
    nullable: false,
    description:
      "Organisations of ProPublica Nonprofit Explorer matching the search (default: the funder's name); FILINGS_PROVIDER_UNAVAILABLE when it cannot be reached.",
    args: {
      funderId: t.arg.id({ required: true, description: 'The funder.' }),
      search: t.arg.string({ description: "The name to search for; absent: the funder's name." }),
    },
    resolve: tenantQuery({
      input: (args) => validateArgs(findFunderFilingsArgsSchema, args),
      read: ({ tenant, input, ctx }) => findFunderFilings({ ...tenant, input, provider: ctx.filings }),
    }),
  }),
);

builder.mutationField('confirmFunderEin', (t) =>
  t.field({
    type: FunderRef,
    nullable: false,
    description:
      'Stores the EIN on the funder and its filings fetched now; EIN_NOT_FOUND or FILINGS_PROVIDER_UNAVAILABLE leave it unchanged.',
    args: {
      funderId: t.arg.id({ required: true, description: 'The funder.' }),
      ein: t.arg.string({ required: true, description: 'The EIN, nine digits (12-3456789 accepted).' }),
    },
    resolve: tenantMutation('confirmFunderEin', {
      argument: null,
      resolverArguments: [],
      input: confirmFunderEinArgsSchema,
      run: ({ tenant, input, ctx, info }) =>
        confirmFunderEin({ ...tenant, input, provider: ctx.filings, load: funderLoad(lookAhead(info)) }),
    }),
  }),
);
