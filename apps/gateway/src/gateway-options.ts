import type { Logger } from '@grantflow/service/logger';
import type { Env } from './env.ts';
import type { GatewayOptions } from './gateway.ts';

/** The gateway as its environment configures it (main.ts, and tests that start it as a deployment would). */
export function gatewayOptionsFromEnv(config: Env, logger: Logger): GatewayOptions {
  return {
    logger,
    webDist: config.WEB_DIST,
    upstreams: {
      api: config.API_URL,
      rest: config.REST_URL,
      importer: config.IMPORTER_URL,
      ai: config.AI_URL,
    },
    corsOrigins: config.CORS_ORIGINS,
    trustProxyHops: config.TRUST_PROXY,
    maxUploadMb: config.MAX_UPLOAD_MB,
    ...(config.PUBLIC_URL ? { publicUrl: config.PUBLIC_URL } : {}),
    legalPages: { privacy: config.PRIVACY_URL, terms: config.TERMS_URL },
  };
}
