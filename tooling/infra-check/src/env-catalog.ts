import { SERVICE_PORTS, type ServiceName, type Workload } from './service-env.ts';

// How each variable a workload reads reaches it, on compose and on Kubernetes: the one list both
// platforms' environment blocks are generated from (generate.ts). Anything not named here is a plain
// setting: `${NAME:-}` in compose (empty means unset) and the ConfigMap key of the same name.

/** Read by a service but never set by a deployment, and why. */
export const NOT_DEPLOYED: Readonly<Record<string, string>> = {
  PROVIDERS_ALLOW_LOOPBACK:
    'tests only: lets the provider URLs (drives, Grants.gov, PROPUBLICA_API_URL) point at local fakes',
};

/** A Kubernetes Secret: one per purpose, so each pod is handed only the credentials it uses. */
export interface SecretRef {
  secret: string;
  key: string;
  /** The pod starts without it (the feature stays off). */
  optional: boolean;
}

const SERVICE_SECRETS: Readonly<Record<string, Omit<SecretRef, 'key'>>> = {
  DATABASE_URL: { secret: 'grantflow-service-db', optional: false },
  AUTH_SECRET: { secret: 'grantflow-auth', optional: false },
  SMTP_URL: { secret: 'grantflow-mail', optional: true },
  S3_ACCESS_KEY_ID: { secret: 'grantflow-storage', optional: true },
  S3_SECRET_ACCESS_KEY: { secret: 'grantflow-storage', optional: true },
  GOOGLE_CLIENT_SECRET: { secret: 'grantflow-sign-in', optional: true },
  MICROSOFT_CLIENT_SECRET: { secret: 'grantflow-sign-in', optional: true },
  DRIVE_TOKEN_KEY: { secret: 'grantflow-drive-tokens', optional: true },
  LLM_API_KEY: { secret: 'grantflow-model', optional: true },
  EMBEDDINGS_API_KEY: { secret: 'grantflow-model', optional: true },
};

/** The migration job's own Secret: the owner's login and the password it gives the services' login. */
const MIGRATE_SECRETS: Readonly<Record<string, SecretRef>> = {
  DATABASE_URL: { secret: 'grantflow-migrate', key: 'MIGRATE_DATABASE_URL', optional: false },
  SERVICE_DATABASE_PASSWORD: {
    secret: 'grantflow-migrate',
    key: 'SERVICE_DATABASE_PASSWORD',
    optional: false,
  },
};

export const CONFIG_MAP = 'grantflow-config';

/** The same on both platforms: facts of the images, not settings. */
function imageFact(workload: Workload, name: string): string | undefined {
  if (workload === 'migrate' || workload === 'seed') return undefined;
  if (workload === 'seed-documents') return name === 'DATA_DIR' ? '/app/.data' : undefined;
  const facts: Record<string, string> = {
    NODE_ENV: 'production',
    HOST: '0.0.0.0',
    PORT: String(SERVICE_PORTS[workload]),
    // The only writable path of the images (a volume on both platforms).
    DATA_DIR: '/app/.data',
    WEB_DIST: '/app/public',
  };
  return facts[name];
}

const UPSTREAMS: Readonly<Record<string, ServiceName>> = {
  API_URL: 'api',
  REST_URL: 'rest',
  IMPORTER_URL: 'importer',
  AI_URL: 'ai',
};

/** A compose substitution, `${expression}`. */
const sub = (expression: string) => `\${${expression}}`;

const DATABASE = `@postgres:5432/${sub('POSTGRES_DB:-grantflow')}`;
const OWNER_URL = `postgres://${sub('POSTGRES_USER:-grantflow')}:${sub('POSTGRES_PASSWORD:?set POSTGRES_PASSWORD')}${DATABASE}`;
// The migrate step names the installation's login role after its database (grantflow_service_<database>).
const SERVICE_URL = `postgres://grantflow_service_${sub('POSTGRES_DB:-grantflow')}:${sub('SERVICE_DATABASE_PASSWORD:?set SERVICE_DATABASE_PASSWORD')}${DATABASE}`;

/** compose's defaults where the apps' own would not suit a container (or the variable is required). */
const COMPOSE_DEFAULTS: Readonly<Record<string, string>> = {
  AUTH_SECRET: sub('AUTH_SECRET:?set AUTH_SECRET'),
  LOG_LEVEL: sub('LOG_LEVEL:-info'),
  PUBLIC_URL: sub('PUBLIC_URL:-http://localhost:3000'),
  MAX_UPLOAD_MB: sub('MAX_UPLOAD_MB:-50'),
  REDIS_URL: 'redis://redis:6379',
};

/** The value of `name` in the compose service `workload`'s environment. */
export function composeValue(workload: Workload, name: string): string {
  const fact = imageFact(workload, name);
  if (fact !== undefined) return fact;
  if (workload === 'migrate' || workload === 'seed') {
    if (name === 'DATABASE_URL') return OWNER_URL;
    return sub(`${name}:?set ${name}`);
  }
  if (workload === 'seed-documents' && name === 'DATABASE_URL') return OWNER_URL;
  const upstream = UPSTREAMS[name];
  if (workload === 'gateway' && upstream) return `http://${upstream}:${SERVICE_PORTS[upstream]}`;
  if (name === 'DATABASE_URL') return SERVICE_URL;
  // The services' one proxy hop is the gateway; the gateway's own count is the TLS proxy in front of it,
  // none unless the operator puts one there.
  if (name === 'TRUST_PROXY') return workload === 'gateway' ? sub('TRUST_PROXY:-0') : '1';
  return COMPOSE_DEFAULTS[name] ?? sub(`${name}:-`);
}

export type KubernetesEnvVar =
  | { name: string; value: string }
  | { name: string; valueFrom: { configMapKeyRef: { name: string; key: string } } }
  | { name: string; valueFrom: { secretKeyRef: { name: string; key: string; optional?: boolean } } };

/** Where `name` comes from in the Kubernetes workload: a literal, the ConfigMap or a Secret. */
export function kubernetesSource(workload: Workload, name: string): KubernetesEnvVar {
  const fact = imageFact(workload, name);
  if (fact !== undefined) return { name, value: fact };
  const upstream = UPSTREAMS[name];
  if (workload === 'gateway' && upstream) {
    return { name, value: `http://grantflow-${upstream}:${SERVICE_PORTS[upstream]}` };
  }
  const secret =
    workload === 'migrate'
      ? MIGRATE_SECRETS[name]
      : SERVICE_SECRETS[name] && { ...SERVICE_SECRETS[name], key: name };
  if (secret) {
    const ref = { name: secret.secret, key: secret.key, ...(secret.optional ? { optional: true } : {}) };
    return { name, valueFrom: { secretKeyRef: ref } };
  }
  return { name, valueFrom: { configMapKeyRef: { name: CONFIG_MAP, key: name } } };
}

/** The ConfigMap values as shipped, for keys the file does not hold yet (an operator's edits are kept). */
export const CONFIG_MAP_DEFAULTS: Readonly<Record<string, string>> = {
  LOG_LEVEL: 'info',
  PUBLIC_URL: 'https://grantflow.example.org',
  SUPPORT_EMAIL: 'support@example.org',
  // The Ingress controller is the one proxy in front of the gateway, and the gateway the one in front of
  // each service.
  TRUST_PROXY: '1',
  MAX_UPLOAD_MB: '50',
  REDIS_URL: 'redis://redis:6379',
};
