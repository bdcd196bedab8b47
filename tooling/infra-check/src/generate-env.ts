import type { Document } from 'yaml';
import { CONFIG_MAP_DEFAULTS, composeValue, kubernetesSource, NOT_DEPLOYED } from './env-catalog.ts';
import {
  COMPOSE_FILE,
  K8S_DIR,
  manifestText,
  readComposeDocument,
  readManifestDocuments,
  YAML_OPTIONS,
} from './infra-files.ts';
import { JOBS, SERVICES, variablesReadBy, type Workload } from './service-env.ts';

/** The variables a deployment passes to a workload: all it reads, less the test-only ones. */
export function deployedVariables(workload: Workload): string[] {
  return variablesReadBy(workload).filter((name) => !(name in NOT_DEPLOYED));
}

function composeEnvironment(workload: Workload): Record<string, string> {
  return Object.fromEntries(deployedVariables(workload).map((name) => [name, composeValue(workload, name)]));
}

/** compose.yaml with every service's environment written from the catalogue. */
export function generateCompose(document: Document = readComposeDocument()): string {
  for (const workload of [...JOBS, ...SERVICES]) {
    document.setIn(['services', workload, 'environment'], document.createNode(composeEnvironment(workload)));
  }
  return document.toString(YAML_OPTIONS);
}

/** Which manifest holds which workload (its Deployment, or the migration Job). */
export const MANIFEST_OF: Readonly<Partial<Record<Workload, string>>> = {
  api: 'api.yaml',
  rest: 'rest.yaml',
  importer: 'importer.yaml',
  ai: 'ai.yaml',
  gateway: 'gateway.yaml',
  migrate: 'migrate-job.yaml',
};

function workloadDocument(documents: readonly Document[]): Document | undefined {
  return documents.find((document) => ['Deployment', 'Job'].includes(String(document.get('kind'))));
}

/** A manifest with its container's `env` written from the catalogue (no `envFrom`: nothing unasked for). */
export function generateManifest(workload: Workload, file: string): string {
  const documents = readManifestDocuments(file);
  const document = workloadDocument(documents);
  if (!document) throw new Error(`${file} holds no Deployment or Job`);
  const container = ['spec', 'template', 'spec', 'containers', 0];
  const env = deployedVariables(workload).map((name) => kubernetesSource(workload, name));
  document.setIn([...container, 'env'], document.createNode(env));
  document.deleteIn([...container, 'envFrom']);
  return manifestText(documents);
}

/** Every ConfigMap key a workload refers to. */
export function configMapKeys(): string[] {
  const keys = new Set<string>();
  for (const workload of Object.keys(MANIFEST_OF) as Workload[]) {
    for (const name of deployedVariables(workload)) {
      const source = kubernetesSource(workload, name);
      if ('valueFrom' in source && 'configMapKeyRef' in source.valueFrom)
        keys.add(source.valueFrom.configMapKeyRef.key);
    }
  }
  return [...keys];
}

/** configmap.yaml holding exactly the keys referred to: existing values kept, new ones at their default. */
export function generateConfigMap(): string {
  const documents = readManifestDocuments('configmap.yaml');
  const [document] = documents;
  if (!document) throw new Error('configmap.yaml is empty');
  const wanted = new Set(configMapKeys());
  const items = (document.get('data') as { items?: { key: { value?: unknown } }[] } | undefined)?.items ?? [];
  const existing = items.map((item) => String(item.key.value));
  for (const key of existing) if (!wanted.has(key)) document.deleteIn(['data', key]);
  for (const key of wanted) {
    if (!document.hasIn(['data', key])) document.setIn(['data', key], CONFIG_MAP_DEFAULTS[key] ?? '');
  }
  return manifestText(documents);
}

/** Every generated file: path → its content as generated. */
export function generatedFiles(): Record<string, string> {
  const files: Record<string, string> = { [COMPOSE_FILE]: generateCompose() };
  for (const [workload, file] of Object.entries(MANIFEST_OF)) {
    files[`${K8S_DIR}${file}`] = generateManifest(workload as Workload, file);
  }
  files[`${K8S_DIR}configmap.yaml`] = generateConfigMap();
  return files;
}
