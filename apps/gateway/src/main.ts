import { createLogger } from '@grantflow/service/logger';
import { runServer } from '@grantflow/service/run-server';
import { loadEnv } from './env.ts';
import { buildGateway } from './gateway.ts';

const config = loadEnv();
const logger = createLogger({ level: config.LOG_LEVEL, service: 'gateway' });
const app = buildGateway({
  logger,
  webDist: config.WEB_DIST,
  upstreams: { api: config.API_URL, rest: config.REST_URL, importer: config.IMPORTER_URL, ai: config.AI_URL },
  corsOrigins: config.CORS_ORIGINS,
  trustProxyHops: config.TRUST_PROXY,
  maxUploadMb: config.MAX_UPLOAD_MB,
  publicUrl: config.PUBLIC_URL,
});
// Its clients are browsers, which keep idle connections far longer than any grace: waiting for them buys
// nothing, and the launcher gives the gateway 2.5 s to stop.
await runServer(app, { port: config.PORT, host: config.HOST, idleGraceMs: 500 });
