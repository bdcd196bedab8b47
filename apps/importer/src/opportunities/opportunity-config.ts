import { guardedFetch } from '@grantflow/service/outbound/guarded-fetch';
import type { OpportunitySource } from '@grantflow/use-cases/opportunities/opportunity-source';
import { z } from 'zod';
import { hostOf } from '../drives/drive-config.ts';
import { createGrantsGovClient } from './grants-gov-client.ts';

// The opportunity sync's variables (docs/operations.md, Opportunity sync). The provider URL defaults to
// Grants.gov; tests point it at a local fake and set PROVIDERS_ALLOW_LOOPBACK, as for the drives.

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

export const opportunityEnvShape = {
  GRANTS_GOV_API_URL: z.url().default('https://api.grants.gov/v1/api'),
  /** Run the opportunity-sync worker and its daily schedule in this process. */
  OPPORTUNITY_SYNC_ENABLED: booleanish.default(false),
};

export interface OpportunityEnv {
  GRANTS_GOV_API_URL: string;
  PROVIDERS_ALLOW_LOOPBACK: boolean;
}

/** Grants.gov's client behind the drives' SSRF guard: only the configured host, HTTPS, public addresses. */
export function createOpportunitySource(
  env: OpportunityEnv,
  logger: { warn(object: Record<string, unknown>, message: string): void },
  timing: { headersTimeoutMs?: number; backoffMs?: number; maxRetryAfterMs?: number } = {},
): OpportunitySource {
  const fetch = guardedFetch({
    allowedHosts: [hostOf(env.GRANTS_GOV_API_URL)],
    allowLoopback: env.PROVIDERS_ALLOW_LOOPBACK,
    headersTimeoutMs: timing.headersTimeoutMs ?? 30_000,
  });
  return createGrantsGovClient({ baseUrl: env.GRANTS_GOV_API_URL, fetch, logger, ...timing });
}
