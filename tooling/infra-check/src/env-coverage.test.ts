import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments } from 'yaml';
import { NOT_DEPLOYED } from './env-catalog.ts';
import { composeModel, K8S_DIR } from './infra-files.ts';
import { type Manifest, renderKustomization } from './render-kustomization.ts';
import { JOBS, SERVICES, variablesReadBy, type Workload } from './service-env.ts';

// Every variable a service reads (its env.ts schema) must reach it on compose and on Kubernetes, and
// nothing it does not read may be passed under a name that looks like a setting (the model settings were
// once passed as OPENAI_API_KEY, OLLAMA_BASE_URL … which nothing reads).

const compose = composeModel();
const manifests = renderKustomization();

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: {
    configMapKeyRef?: { name: string; key: string };
    secretKeyRef?: { name: string; key: string; optional?: boolean };
  };
}

function containerOf(workload: Workload): { env?: EnvVar[]; envFrom?: unknown[] } {
  const name = workload === 'migrate' ? 'grantflow-migrate' : `grantflow-${workload}`;
  const manifest = manifests.find(
    (each) => each.metadata.name === name && ['Deployment', 'Job'].includes(each.kind),
  );
  if (!manifest) throw new Error(`no Deployment or Job ${name}`);
  const spec = manifest.spec as { template: { spec: { containers: { env?: EnvVar[] }[] } } };
  const [container] = spec.template.spec.containers;
  if (!container) throw new Error(`${name} has no container`);
  return container;
}

const configMap = manifests.find((each) => each.kind === 'ConfigMap') as Manifest & {
  data: Record<string, string>;
};
/** The Secrets the operator creates, as the template documents them: name → keys. */
const secretTemplate = new Map(
  parseAllDocuments(readFileSync(`${K8S_DIR}secret.example.yaml`, 'utf8'))
    .map((document) => document.toJS() as { metadata: { name: string }; stringData?: Record<string, string> })
    .map((secret) => [secret.metadata.name, Object.keys(secret.stringData ?? {})] as const),
);

const deployed = (workload: Workload) => variablesReadBy(workload).filter((name) => !(name in NOT_DEPLOYED));
const composeWorkloads: Workload[] = [...SERVICES, ...JOBS];
const kubernetesWorkloads: Workload[] = [...SERVICES, 'migrate'];

describe('compose passes each service what it reads', () => {
  it.each(composeWorkloads)('%s', (workload) => {
    const environment = compose.services[workload]?.environment ?? {};
    expect(Object.keys(environment).sort()).toEqual(deployed(workload).sort());
  });
});

describe('Kubernetes passes each workload what it reads, from the ConfigMap or its own Secrets', () => {
  it.each(kubernetesWorkloads)('%s', (workload) => {
    const container = containerOf(workload);
    // envFrom would hand the pod every key of a Secret, the owner's credentials included.
    expect(container.envFrom).toBeUndefined();
    const env = container.env ?? [];
    expect(env.map((each) => each.name).sort()).toEqual(deployed(workload).sort());
    for (const variable of env) {
      const fromConfig = variable.valueFrom?.configMapKeyRef;
      if (fromConfig) expect(Object.keys(configMap.data), variable.name).toContain(fromConfig.key);
      const fromSecret = variable.valueFrom?.secretKeyRef;
      if (fromSecret)
        expect(secretTemplate.get(fromSecret.name) ?? [], variable.name).toContain(fromSecret.key);
    }
  });

  it('gives the owner login to the migration job alone', () => {
    const owners = kubernetesWorkloads.filter((workload) =>
      (containerOf(workload).env ?? []).some(
        (each) => each.valueFrom?.secretKeyRef?.name === 'grantflow-migrate',
      ),
    );
    expect(owners).toEqual(['migrate']);
  });

  it('passes no test-only switch', () => {
    for (const workload of kubernetesWorkloads) {
      const names = (containerOf(workload).env ?? []).map((each) => each.name);
      for (const name of Object.keys(NOT_DEPLOYED)) expect(names).not.toContain(name);
    }
  });
});
