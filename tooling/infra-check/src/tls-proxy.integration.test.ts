import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ApiTestKit, createApiTestKit } from '@grantflow/api/testing/api-test-kit';
import { envSchema } from '@grantflow/gateway/env';
import { buildGateway } from '@grantflow/gateway/gateway';
import { gatewayOptionsFromEnv } from '@grantflow/gateway/gateway-options';
import { parseConfig } from '@grantflow/service/config';
import { createLogger } from '@grantflow/service/logger';
import { BROWSER_SESSION_HEADER, SESSION_COOKIE } from '@grantflow/service/session-cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interpolateAll } from './compose-interpolate.ts';
import { composeModel } from './infra-files.ts';
import { type Manifest, renderKustomization } from './render-kustomization.ts';

// Behind a TLS proxy or an Ingress every signed-in request once answered 403: the gateway saw plain HTTP and
// took the browser's https Origin for another site. Here the gateway runs with exactly the environment
// compose and the Kubernetes manifests give it, in front of a real api, and is driven as the proxy drives it.

const HOST = 'grantflow.example.org';
const webDist = mkdtempSync(join(tmpdir(), 'infra-tls-'));
let kit: ApiTestKit;
let apiUrl: string;
let token: string;

beforeAll(async () => {
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Grantflow</title>');
  kit = await createApiTestKit();
  const organizationId = await kit.createOrganization('Riverbend Community Foundation');
  await kit.createUser({ email: 'staff@example.org', organizationId });
  token = await kit.login('staff@example.org');
  apiUrl = await kit.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await kit?.close();
  rmSync(webDist, { recursive: true, force: true });
});

/** compose's gateway environment for an operator's `.env` (the services reached here, not by compose name). */
function composeGatewayEnv(operatorEnv: Record<string, string>): Record<string, string> {
  const environment = composeModel().services.gateway?.environment ?? {};
  return interpolateAll(environment, operatorEnv);
}

/** The gateway Deployment's environment: literals and the ConfigMap's values, as the kubelet builds it. */
function kubernetesGatewayEnv(): Record<string, string> {
  const manifests = renderKustomization();
  const configMap = manifests.find((each) => each.kind === 'ConfigMap') as Manifest & {
    data: Record<string, string>;
  };
  const gateway = manifests.find(
    (each) => each.kind === 'Deployment' && each.metadata.name === 'grantflow-gateway',
  );
  const spec = gateway?.spec as {
    template: {
      spec: {
        containers: {
          env: { name: string; value?: string; valueFrom?: { configMapKeyRef?: { key: string } } }[];
        }[];
      };
    };
  };
  return Object.fromEntries(
    (spec.template.spec.containers[0]?.env ?? []).map((each) => [
      each.name,
      each.value ?? configMap.data[each.valueFrom?.configMapKeyRef?.key ?? ''] ?? '',
    ]),
  );
}

async function signedInMutationThroughTlsProxy(deployedEnv: Record<string, string>) {
  const config = parseConfig(envSchema, {
    ...deployedEnv,
    API_URL: apiUrl,
    REST_URL: apiUrl,
    IMPORTER_URL: apiUrl,
    AI_URL: apiUrl,
    WEB_DIST: webDist,
  });
  const gateway = buildGateway(gatewayOptionsFromEnv(config, createLogger({ level: 'silent' })));
  try {
    const response = await gateway.inject({
      method: 'POST',
      url: '/graphql',
      // What a TLS proxy forwards for the browser's request to https://grantflow.example.org.
      headers: {
        host: HOST,
        origin: `https://${HOST}`,
        'sec-fetch-site': 'same-origin',
        'x-forwarded-proto': 'https',
        'x-forwarded-for': '203.0.113.7',
        cookie: `${SESSION_COOKIE}=${token}`,
        [BROWSER_SESSION_HEADER]: 'cookie',
        'content-type': 'application/json',
      },
      payload: {
        query: 'mutation { createFunder(params: { name: "Lakeside Trust", type: FOUNDATION }) { name } }',
      },
    });
    return { status: response.statusCode, body: response.json() as unknown };
  } finally {
    await gateway.close();
  }
}

const created = { status: 200, body: { data: { createFunder: { name: 'Lakeside Trust' } } } };

describe('a signed-in mutation through a TLS proxy', () => {
  it('succeeds with the environment compose gives the gateway (PUBLIC_URL set, as the docs ask)', async () => {
    const env = composeGatewayEnv({ PUBLIC_URL: `https://${HOST}` });
    expect(await signedInMutationThroughTlsProxy(env)).toEqual(created);
  });

  it('succeeds with compose and TRUST_PROXY=1 (the TLS proxy on the same host)', async () => {
    const env = composeGatewayEnv({
      PUBLIC_URL: `https://${HOST}`,
      TRUST_PROXY: '1',
      GATEWAY_BIND: '127.0.0.1',
    });
    expect(env.TRUST_PROXY).toBe('1');
    expect(await signedInMutationThroughTlsProxy(env)).toEqual(created);
  });

  it('succeeds with the environment the Kubernetes manifests give the gateway behind the Ingress', async () => {
    const env = kubernetesGatewayEnv();
    expect(env.TRUST_PROXY).toBe('1');
    expect(await signedInMutationThroughTlsProxy(env)).toEqual(created);
  });
});
