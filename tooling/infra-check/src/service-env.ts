import { envSchema as aiEnvSchema } from '@grantflow/ai/env';
import { apiEnvSchema } from '@grantflow/api/env';
import { seedDocumentsEnvSchema } from '@grantflow/demo/seed-documents-env';
import { envSchema as gatewayEnvSchema } from '@grantflow/gateway/env';
import { envSchema as importerEnvSchema } from '@grantflow/importer/env';
import { envSchema as restEnvSchema } from '@grantflow/rest/env';

/** The long-running services, each its own image, compose service and Deployment. */
export const SERVICES = ['api', 'rest', 'importer', 'ai', 'gateway'] as const;
export type ServiceName = (typeof SERVICES)[number];

/** The one-off steps: migrations (owner login), the demo data and the demo's funder documents. */
export const JOBS = ['migrate', 'seed', 'seed-documents'] as const;
export type JobName = (typeof JOBS)[number];

export type Workload = ServiceName | JobName;

const SCHEMAS = {
  api: apiEnvSchema,
  rest: restEnvSchema,
  importer: importerEnvSchema,
  ai: aiEnvSchema,
  gateway: gatewayEnvSchema,
  'seed-documents': seedDocumentsEnvSchema,
} as const;

/** What packages/db's migrate-cli and packages/demo's seed-cli read (they have no schema: two variables). */
const JOB_VARIABLES: Record<'migrate' | 'seed', readonly string[]> = {
  migrate: ['DATABASE_URL', 'SERVICE_DATABASE_PASSWORD'],
  seed: ['DATABASE_URL'],
};

/** Every variable a workload reads, straight from its env.ts schema, so a new variable cannot be missed. */
export function variablesReadBy(workload: Workload): string[] {
  if (workload === 'migrate' || workload === 'seed') return [...JOB_VARIABLES[workload]];
  return Object.keys(SCHEMAS[workload].shape);
}

/** The port each service listens on in its container. */
export const SERVICE_PORTS: Record<ServiceName, number> = {
  api: 4101,
  rest: 4102,
  importer: 4103,
  ai: 4104,
  gateway: 3000,
};
