import { z } from 'zod';

// The parts of Grants.gov's public API answers (search2, fetchOpportunity) the sync reads. Anything else in
// an answer is ignored; a hit or detail that does not match is logged and skipped by the client.

const usDate = z
  .string()
  .regex(/^\d{2}\/\d{2}\/\d{4}$/, 'must be MM/DD/YYYY')
  .transform((value) => `${value.slice(6, 10)}-${value.slice(0, 2)}-${value.slice(3, 5)}`);

const optionalUsDate = z
  .union([usDate, z.literal(''), z.null(), z.undefined()])
  .transform((value) => (value ? value : null));

export const searchHitSchema = z.object({
  id: z.coerce.number().int().positive(),
  number: z.string().min(1),
  title: z.string().min(1),
  agencyCode: z.string().min(1),
  agency: z.string().min(1).optional(),
  agencyName: z.string().min(1).optional(),
  openDate: optionalUsDate,
  closeDate: optionalUsDate,
  oppStatus: z.enum(['forecasted', 'posted', 'closed', 'archived']),
  alnist: z.array(z.string()).default([]),
});

export const searchAnswerSchema = z.object({
  errorcode: z.number().optional(),
  data: z.object({
    hitCount: z.number().int().nonnegative(),
    oppHits: z.array(z.unknown()),
  }),
});

/** Dollars, sent as a number or a numeric string; empty or "none" means not stated. */
const dollars = z.union([z.number(), z.string(), z.null(), z.undefined()]).transform((value, ctx) => {
  if (value === null || value === undefined || value === '' || /^none$/i.test(String(value))) return null;
  const amount = typeof value === 'number' ? value : Number(value.replace(/[$,]/g, ''));
  if (!Number.isFinite(amount) || amount < 0) {
    ctx.addIssue({ code: 'custom', message: 'must be an amount in dollars' });
    return z.NEVER;
  }
  return amount;
});

export const detailAnswerSchema = z.object({
  data: z.object({
    id: z.coerce.number().int().positive(),
    revision: z.coerce.number().int().nonnegative().default(0),
    synopsis: z
      .object({
        synopsisDesc: z.string().default(''),
        awardCeiling: dollars,
        awardFloor: dollars,
        applicantTypes: z.array(z.object({ id: z.string() })).default([]),
        fundingDescLinkUrl: z.string().url().nullish(),
        lastUpdatedDate: z.string().nullish(),
      })
      .default({ synopsisDesc: '', awardCeiling: null, awardFloor: null, applicantTypes: [] }),
  }),
});
