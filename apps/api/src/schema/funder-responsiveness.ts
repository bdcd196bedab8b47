import type { FunderRecord } from '@grantflow/db/repositories/funders';
import type { FunderResponsiveness } from '@grantflow/domain/funder/responsiveness';
import { MAX_RENEWAL_WINDOW_DAYS } from '@grantflow/domain/renewal/next-cycle';
import {
  type FunderResponsivenessEntry,
  listFunderResponsiveness,
} from '@grantflow/use-cases/funder/list-funder-responsiveness';
import {
  EMPTY_RESPONSIVENESS,
  measureFunderResponsiveness,
} from '@grantflow/use-cases/funder/measure-funder-responsiveness';
import { listRenewals } from '@grantflow/use-cases/renewal/list-renewals';
import DataLoader from 'dataloader';
import { builder } from '../builder.ts';
import type { Context, LoaderFactory } from '../context.ts';
import { tenantQuery } from '../operations/tenant-query.ts';
import { FunderProfileRef } from './funder.ts';
import { funderLoad } from './load-from-selection.ts';
import { dollars, FunderRef } from './refs.ts';
import { RenewalRef } from './renewal.ts';
import { derivationToday } from './scope.ts';
import { lookAhead } from './selection.ts';

// Funder responsiveness on the profile, on each funder of a list (batched: one statement
// per organisation and request) and as the organisation's table; and the profile's next renewal.

export const FunderResponsivenessRef = builder
  .objectRef<FunderResponsiveness>('FunderResponsiveness')
  .implement({
    description:
      'How the funder answers, over its applications with a submission date (did-not-respond as derived).',
    fields: (t) => ({
      submitted: t.exposeInt('submitted', {
        description: 'Applications with a submission date.',
        nullable: false,
      }),
      awarded: t.exposeInt('awarded', { description: 'Of those, awarded.', nullable: false }),
      declined: t.exposeInt('declined', { description: 'Of those, declined.', nullable: false }),
      didNotRespond: t.exposeInt('didNotRespond', {
        description: 'Of those, submitted more than 365 days ago with no answer.',
        nullable: false,
      }),
      pending: t.exposeInt('pending', { description: 'Of those, awaiting an answer.', nullable: false }),
      winRate: t.exposeFloat('winRate', {
        nullable: true,
        description: 'awarded ÷ (awarded + declined + didNotRespond), 0..1; null when nothing is decided.',
      }),
      medianResponseDays: t.exposeFloat('medianResponseDays', {
        nullable: true,
        description: 'Median of receivement − submission days (365 for did-not-respond); null without any.',
      }),
      totalAwarded: t.float({
        description: 'Sum of the awarded amounts, in dollars.',
        nullable: false,
        resolve: (r) => dollars(r.totalAwardedCents) ?? 0,
      }),
    }),
  });

// One statement per organisation for the funders of one request.
const responsivenessLoader: LoaderFactory<FunderRecord, FunderResponsiveness, number> = (ctx) =>
  new DataLoader(
    async (funders) => {
      const byOrganization = new Map<number, number[]>();
      for (const { organizationId, id } of funders) {
        byOrganization.set(organizationId, [...(byOrganization.get(organizationId) ?? []), id]);
      }
      const figures = new Map<number, Map<number, FunderResponsiveness>>();
      await Promise.all(
        [...byOrganization].map(async ([organizationId, ids]) => {
          const found = await measureFunderResponsiveness({ db: ctx.db, organizationId, funderIds: ids });
          figures.set(organizationId, found);
        }),
      );
      return funders.map(
        ({ organizationId, id }) => figures.get(organizationId)?.get(id) ?? EMPTY_RESPONSIVENESS,
      );
    },
    { cacheKeyFn: (funder) => funder.id },
  );

/** The funder was read in its organisation's tenant scope by the root field, which checked the caller. */
const responsivenessOf = (ctx: Context, funder: FunderRecord): Promise<FunderResponsiveness> =>
  ctx.loader(responsivenessLoader).load(funder);

builder.objectField(FunderRef, 'responsiveness', (t) =>
  t.field({
    type: FunderResponsivenessRef,
    description: "How the funder answers the organisation's applications.",
    nullable: false,
    resolve: (funder, _args, ctx) => funder.responsiveness ?? responsivenessOf(ctx, funder),
  }),
);

builder.objectFields(FunderProfileRef, (t) => ({
  responsiveness: t.field({
    type: FunderResponsivenessRef,
    nullable: false,
    description: "How the funder answers the organisation's applications.",
    resolve: (profile, _args, ctx) => responsivenessOf(ctx, profile.funder),
  }),
  nextRenewal: t.field({
    type: RenewalRef,
    nullable: true,
    description: 'When the funder is next due: its soonest renewal (any window), null when none.',
    resolve: tenantQuery({
      read: async ({ tenant, parent: profile }) => {
        const [soonest] = await listRenewals({
          ...tenant,
          funderId: profile.funder.id,
          withinDays: MAX_RENEWAL_WINDOW_DAYS,
          today: derivationToday(),
        });
        return soonest ?? null;
      },
    }),
  }),
}));

const FunderResponsivenessEntryRef = builder
  .objectRef<FunderResponsivenessEntry>('FunderResponsivenessEntry')
  .implement({
    description: 'A funder and how it answers.',
    fields: (t) => ({
      funder: t.field({
        description: 'The funder.',
        type: FunderRef,
        nullable: false,
        resolve: (e) => e.funder,
      }),
      responsiveness: t.field({
        description: 'How it answers.',
        type: FunderResponsivenessRef,
        nullable: false,
        resolve: (e) => e.responsiveness,
      }),
    }),
  });

builder.queryField('listFunderResponsiveness', (t) =>
  t.field({
    type: [FunderResponsivenessEntryRef],
    nullable: false,
    description: 'Every funder with a submitted application and how it answers, most submissions first.',
    args: {
      organizationId: t.arg.id({
        description:
          "The organisation to act for (ADMIN: any; MANAGER: a linked one); absent: the caller's own.",
      }),
    },
    resolve: tenantQuery({
      organizationOf: (args) => args.organizationId,
      read: ({ tenant, info }) => {
        const load = funderLoad(lookAhead(info).child('funder'));
        return listFunderResponsiveness({ ...tenant, load, today: derivationToday() });
      },
    }),
  }),
);
