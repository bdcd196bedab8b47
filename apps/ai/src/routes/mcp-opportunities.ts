import type { Db } from '@grantflow/db/client';
import { toWireDate } from '@grantflow/domain/dates/to-wire-date';
import { centsToDollars } from '@grantflow/domain/money/money-units';
import { closingWindow } from '@grantflow/domain/opportunity/closing-window';
import { publicBase } from '@grantflow/email/config';
import type { MatchedOpportunity } from '@grantflow/use-cases/opportunities/matched-opportunities';
import { searchOpportunities } from '@grantflow/use-cases/opportunities/search-opportunities';
import {
  OPPORTUNITY_SEARCH_MAX,
  OPPORTUNITY_STATUS_VALUES,
  opportunitySearchArgsSchema,
} from '@grantflow/validation/opportunity';
import { validationError } from '@grantflow/validation/validation-error';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { namedIds } from './caller.ts';
import { type EnvelopeOf, organizationIdArg, READ_ONLY, type ToolCaller } from './mcp-args.ts';
import { envelope } from './mcp-output.ts';

// The MCP tool search_opportunities (docs/product.md, Find grants): the same use case and argument schema
// as GraphQL searchOpportunities, for the caller's organisation (its dismissed ones left out), with
// "closing in the next N days" turned into a close-date range (packages/domain, closing-window).

const usd = z.number().nullable().describe('US dollars (federal awards); null when not stated');

export const opportunitiesOutput = z.object({
  total: z.number().int().describe('How many match in all (the list holds the first `limit`)'),
  opportunities: z.array(
    z.object({
      id: z.number().int().describe("The opportunity's id in Grantflow"),
      url: z.url().describe('Its page in Grantflow, in the organisation acted for'),
      title: z.string(),
      number: z.string().describe('The funding opportunity number'),
      agency: z.string(),
      agencyCode: z.string(),
      status: z.enum(OPPORTUNITY_STATUS_VALUES),
      openDate: z.string().nullable().describe('yyyy-MM-dd'),
      closeDate: z.string().nullable().describe('yyyy-MM-dd'),
      awardCeiling: usd,
      awardFloor: usd,
      synopsis: z.string(),
      link: z.string().describe('The official notice on Grants.gov'),
      matchReasons: z.array(z.string()).describe("Why it fits the organisation's programs and past awards"),
      tracked: z.boolean().describe('Whether the organisation already tracks it as an application'),
    }),
  ),
});

const dollars = (cents: number | null) => (cents === null ? null : centsToDollars(cents));

function opportunityAnswer(item: MatchedOpportunity, base: string, organizationId: number) {
  return {
    id: item.id,
    url: `${base}/opportunities/${item.id}?organization=${organizationId}`,
    title: item.title,
    number: item.number,
    agency: item.agencyName,
    agencyCode: item.agencyCode,
    status: item.status,
    openDate: item.openDate,
    closeDate: item.closeDate,
    awardCeiling: dollars(item.awardCeilingCents),
    awardFloor: dollars(item.awardFloorCents),
    synopsis: item.synopsis,
    link: item.link,
    matchReasons: item.matchReasons,
    tracked: item.trackedApplicationId !== null,
  };
}

const closeDay = (what: string) => z.string().max(10).optional().describe(`${what} (yyyy-MM-dd)`);

export function registerOpportunityTool(
  server: McpServer,
  options: { caller: ToolCaller; db: Db; publicUrl: string; envelopeOf: EnvelopeOf },
): void {
  const { caller, db, publicUrl, envelopeOf } = options;
  server.registerTool(
    'search_opportunities',
    {
      title: 'Search federal grant opportunities',
      description:
        "Searches Grantflow's copy of Grants.gov's federal funding opportunities for the organisation (English full text with stemming: 'literacies' finds 'literacy'), without the ones it marked Not for us. Filter by status, agency and close date, e.g. closing_within_days: 60 for what closes in the next 60 days. Each result says why it fits the organisation's programs and past awards.",
      inputSchema: {
        search: z
          .string()
          .max(OPPORTUNITY_SEARCH_MAX)
          .optional()
          .describe('Words to find in the title, agency, number or synopsis, e.g. "youth literacy"'),
        status: z
          .enum(OPPORTUNITY_STATUS_VALUES)
          .optional()
          .describe("Only this Grants.gov status: 'posted' (open), 'forecasted', 'closed' or 'archived'"),
        closing_within_days: z
          .number()
          .int()
          .min(1)
          .max(365)
          .optional()
          .describe('Only those closing between today (UTC) and this many days ahead'),
        close_from: closeDay('Only those closing on or after this day'),
        close_to: closeDay('Only those closing on or before this day'),
        agency: z
          .string()
          .max(OPPORTUNITY_SEARCH_MAX)
          .optional()
          .describe("The agency's code (e.g. ED) or part of its name"),
        limit: z.number().int().min(1).max(50).optional().describe('How many at most (default 10)'),
        organization_id: organizationIdArg,
      },
      outputSchema: envelope(opportunitiesOutput),
      annotations: READ_ONLY,
    },
    (args) =>
      envelopeOf(async () => {
        const { organization } = await caller(namedIds({ organizationId: args.organization_id }));
        const parsed = opportunitySearchArgsSchema.safeParse({
          search: args.search ?? null,
          filters: {
            status: args.status ?? null,
            closeFrom: args.close_from ?? null,
            closeTo: args.close_to ?? null,
            agency: args.agency ?? null,
          },
          pagination: { page: 1, pageSize: args.limit ?? 10 },
        });
        if (!parsed.success) throw validationError(parsed.error.issues);
        const { search, filters, pagination } = parsed.data;
        const window = closingWindow(toWireDate(new Date()), args.closing_within_days, filters);
        const found = await searchOpportunities({
          db,
          organization,
          search,
          filters: { ...filters, ...window },
          page: pagination,
        });
        const base = publicBase(publicUrl);
        return {
          total: found.total,
          opportunities: found.items.map((item) => opportunityAnswer(item, base, organization.id)),
        };
      }),
  );
}
