import { z } from 'zod';

// The 990 provider's settings (docs/operations.md, Funder research). The base URL defaults to ProPublica's
// Nonprofit Explorer API v2; tests point it at a local fake and set PROVIDERS_ALLOW_LOOPBACK.

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

export const nonprofitExplorerEnvShape = {
  PROPUBLICA_API_URL: z.url().default('https://projects.propublica.org/nonprofits/api/v2'),
  /** Tests only: lets PROPUBLICA_API_URL be an http://127.0.0.1 fake server. Never in production. */
  PROVIDERS_ALLOW_LOOPBACK: booleanish.default(false),
};

export interface NonprofitExplorerEnv {
  PROPUBLICA_API_URL: string;
  PROVIDERS_ALLOW_LOOPBACK: boolean;
}
