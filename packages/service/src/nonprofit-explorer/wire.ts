import { z } from 'zod';

// The parts of ProPublica's Nonprofit Explorer API v2 answers we read. Numbers the API leaves out or sends
// as null stay null; an entry that does not match is logged and skipped by the client, never stored half.

const amount = z.number().finite().nullish();

/** One organisation of `search.json`'s `organizations[]` (ein is a number there). */
export const searchOrganizationWire = z.object({
  ein: z.union([z.number().int(), z.string().regex(/^\d{1,9}$/)]),
  name: z.string().min(1),
  city: z.string().nullish(),
  state: z.string().nullish(),
  ntee_code: z.string().nullish(),
});

export const searchAnswerWire = z.object({
  total_results: z.number().int().nonnegative().optional(),
  organizations: z.array(z.unknown()),
});

/**
 * One entry of `filings_with_data[]`. formtype: 0 = 990, 1 = 990-EZ, 2 = 990-PF. A 990-PF reports its
 * revenue as totrcptperbks and its grants paid as contrpdpbks; the others report totrevenue.
 */
export const filingWire = z.object({
  tax_prd_yr: z.number().int().min(1900).max(2200),
  formtype: z.number().int().min(0).max(2).nullish(),
  pdf_url: z.string().nullish(),
  totrevenue: amount,
  totrcptperbks: amount,
  totassetsend: amount,
  contrpdpbks: amount,
});

export const organizationAnswerWire = z.object({
  organization: z.object({ ein: z.union([z.number().int(), z.string()]), name: z.string() }),
  filings_with_data: z.array(z.unknown()).default([]),
});

export type FilingWire = z.output<typeof filingWire>;
