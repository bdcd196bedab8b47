import { fileURLToPath } from 'node:url';
import { loadConfig, serverEnvSchema } from '@grantflow/service/config';
import { z } from 'zod';

const httpUrl = z.url({ protocol: /^https?$/ });

export const envSchema = serverEnvSchema(3000).extend({
  API_URL: httpUrl.default('http://127.0.0.1:4101'),
  REST_URL: httpUrl.default('http://127.0.0.1:4102'),
  IMPORTER_URL: httpUrl.default('http://127.0.0.1:4103'),
  AI_URL: httpUrl.default('http://127.0.0.1:4104'),
  // The gateway is the edge: it trusts X-Forwarded-* only from a TLS proxy in front of it (1 hop), not by default.
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  /** Where users reach the site; its origin passes the CSRF check whatever the proxy in front forwards. */
  PUBLIC_URL: httpUrl.optional(),
  /** The operator's own privacy policy and terms; unset, /privacy and /terms show the web's default texts. */
  PRIVACY_URL: httpUrl.optional(),
  TERMS_URL: httpUrl.optional(),
  // apps/web/dist, seen from both src/ and dist/ of this app.
  WEB_DIST: z
    .string()
    .min(1)
    .default(fileURLToPath(new URL('../../web/dist', import.meta.url))),
});

/** The only place the gateway reads process.env; exits naming any missing or malformed variable. */
export function loadEnv(env: Record<string, string | undefined> = process.env) {
  return loadConfig(envSchema, env);
}

export type Env = ReturnType<typeof loadEnv>;
