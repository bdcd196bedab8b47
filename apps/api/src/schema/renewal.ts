import type { Renewal } from '@grantflow/use-cases/renewal/list-renewals';
import { listRenewals } from '@grantflow/use-cases/renewal/list-renewals';
import { renewApplication } from '@grantflow/use-cases/renewal/renew-application';
import { renewalsArgsSchema } from '@grantflow/validation/renewal';
import { builder } from '../builder.ts';
import { tenantMutation } from '../operations/tenant-mutation.ts';
import { tenantQuery } from '../operations/tenant-query.ts';
import { withDomainDerivations } from './application-conversions.ts';
import { validateArgs } from './errors.ts';
import { applicationLoad } from './load-from-selection.ts';
import { ApplicationRef, dollars } from './refs.ts';
import { derivationToday, idArg } from './scope.ts';
import { lookAhead } from './selection.ts';

// Renewals: the awarded applications whose next cycle falls due, and creating that cycle.

export const RenewalRef = builder.objectRef<Renewal>('Renewal').implement({
  description: 'An awarded application whose next cycle falls due, with what the next cycle would be.',
  fields: (t) => ({
    application: t.field({
      description: 'The awarded application to renew.',
      type: ApplicationRef,
      nullable: false,
      resolve: (r) => r.application,
    }),
    suggestedDeadline: t.exposeString('suggestedDeadline', {
      nullable: false,
      description: 'The previous deadline + 1 year, or the next anniversary on or after today.',
    }),
    suggestedAmountRequested: t.float({
      nullable: true,
      description: "The last award's amount (dollars).",
      resolve: (r) => dollars(r.suggestedAmountRequestedCents),
    }),
  }),
});

builder.queryField('listRenewals', (t) =>
  t.field({
    type: [RenewalRef],
    nullable: false,
    description:
      'Awarded applications, the latest of their funder and program, whose next cycle falls due within withinDays (0..3660), soonest first.',
    args: {
      organizationId: t.arg.id({
        description:
          "The organisation to act for (ADMIN: any; MANAGER: a linked one); absent: the caller's own.",
      }),
      withinDays: t.arg.int({
        description: 'How far ahead to look, in days (120 by default).',
        defaultValue: 120,
      }),
    },
    resolve: tenantQuery({
      organizationOf: (args) => args.organizationId,
      read: ({ tenant, args, info }) => {
        // Parsed once the organisation is known: a caller without access learns nothing from the messages.
        const { withinDays } = validateArgs(renewalsArgsSchema, { withinDays: args.withinDays });
        const load = applicationLoad(lookAhead(info).child('application'));
        return listRenewals({ ...tenant, withinDays, load, today: derivationToday() });
      },
    }),
  }),
);

builder.mutationField('renewApplication', (t) =>
  t.field({
    type: ApplicationRef,
    nullable: false,
    description:
      'Creates the next cycle of an awarded application (open, prefilled, reports a year on, a "Renewal {year}" folder of links to last cycle files); calling it again returns the same application.',
    args: { id: t.arg.id({ description: 'The awarded application to renew.', required: true }) },
    resolve: tenantMutation('renewApplication', {
      run: async ({ tenant, args, info }) => {
        const today = derivationToday();
        const load = applicationLoad(lookAhead(info));
        const id = idArg(args.id, 'APPLICATION_NOT_FOUND');
        return withDomainDerivations(await renewApplication({ ...tenant, id, load, today }), today);
      },
    }),
  }),
);
