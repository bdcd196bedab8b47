import { createLogger } from '@grantflow/service/logger';
import { runServer } from '@grantflow/service/run-server';
import { loadEnv } from './env.ts';
import { buildGateway } from './gateway.ts';
import { gatewayOptionsFromEnv } from './gateway-options.ts';

const config = loadEnv();
const logger = createLogger({ level: config.LOG_LEVEL, service: 'gateway' });
const app = buildGateway(gatewayOptionsFromEnv(config, logger));
// Its clients are browsers, which keep idle connections far longer than any grace: waiting for them buys
// nothing, and the launcher gives the gateway 2.5 s to stop.
await runServer(app, { port: config.PORT, host: config.HOST, idleGraceMs: 500 });
