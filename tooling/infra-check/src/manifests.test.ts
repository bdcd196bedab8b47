import { readFileSync } from 'node:fs';
import { bodyLimitBytes } from '@grantflow/service/body-limits';
import { describe, expect, it } from 'vitest';
import { composeModel, INFRA_DIR } from './infra-files.ts';
import { type Manifest, renderKustomization } from './render-kustomization.ts';
import { SERVICES, variablesReadBy } from './service-env.ts';
import { schemaErrors, unknownFieldErrors } from './validate-manifests.ts';

// The Kubernetes base as `kubectl apply -k infra/k8s` would send it, checked without a cluster.

const manifests = renderKustomization();
const MiB = 1024 * 1024;
const release = (JSON.parse(readFileSync(`${INFRA_DIR}../package.json`, 'utf8')) as { version: string })
  .version;

interface Container {
  name: string;
  image: string;
  imagePullPolicy?: string;
  env?: { name: string; value?: string }[];
  volumeMounts?: { name: string; mountPath: string; readOnly?: boolean }[];
}
interface PodSpec {
  containers: Container[];
  volumes?: { name: string; emptyDir?: object }[];
}

const workloads = manifests.filter((each) => each.kind === 'Deployment' || each.kind === 'Job');
const podOf = (manifest: Manifest) => (manifest.spec as { template: { spec: PodSpec } }).template.spec;
const deployment = (name: string) => {
  const found = manifests.find(
    (each) => each.kind === 'Deployment' && each.metadata.name === `grantflow-${name}`,
  );
  if (!found) throw new Error(`no Deployment grantflow-${name}`);
  return found;
};
/** The services that write under DATA_DIR: those whose env.ts reads it. */
const writers = SERVICES.filter((service) => variablesReadBy(service).includes('DATA_DIR'));
const configMap = manifests.find((each) => each.kind === 'ConfigMap') as Manifest & {
  data: Record<string, string>;
};

describe('the rendered manifests', () => {
  it('match the Kubernetes schemas, unknown fields included', async () => {
    expect(await schemaErrors(manifests)).toEqual([]);
    expect(unknownFieldErrors(manifests)).toEqual([]);
  });

  it('would refuse a misspelt field (the check is strict)', () => {
    const misspelt = structuredClone(manifests);
    const container = podOf(misspelt.find((each) => each.kind === 'Deployment') as Manifest).containers[0];
    Object.assign(container as object, { imagePullPolicyy: 'Always' });
    expect(unknownFieldErrors(misspelt).join('\n')).toContain('\'"imagePullPolicyy"\' does not exist');
  });

  it("run the release's images, never a moving tag", () => {
    expect(release).toMatch(/^\d+\.\d+\.\d+$/);
    for (const workload of workloads) {
      for (const container of podOf(workload).containers) {
        expect(container.image, workload.metadata.name).toMatch(new RegExp(`^grantflow/[a-z]+:${release}$`));
        expect(container.imagePullPolicy).toBe('IfNotPresent');
      }
    }
  });

  it.each(writers)('give %s a writable volume at its DATA_DIR', (service) => {
    const pod = podOf(deployment(service));
    const [container] = pod.containers;
    const dataDir = container?.env?.find((each) => each.name === 'DATA_DIR')?.value;
    expect(dataDir).toBe('/app/.data');
    const mount = container?.volumeMounts?.find((each) => each.mountPath === dataDir);
    expect(mount?.readOnly).not.toBe(true);
    expect(pod.volumes?.find((each) => each.name === mount?.name)?.emptyDir).toBeDefined();
  });

  it('let through at the Ingress every upload the services accept, rounded up to a MiB', () => {
    const ingress = manifests.find((each) => each.kind === 'Ingress') as Manifest;
    const annotations = ingress.metadata.annotations ?? {};
    const size = /^(\d+)m$/.exec(annotations['nginx.ingress.kubernetes.io/proxy-body-size'] ?? '');
    const accepted = bodyLimitBytes('upload', Number(configMap.data.MAX_UPLOAD_MB));
    expect(Number(size?.[1])).toBe(Math.ceil(accepted / MiB));
  });

  it("keep the gateway's readiness its own, so one stopped service leaves the site up", () => {
    const [gateway] = podOf(deployment('gateway')).containers;
    expect(
      (gateway as unknown as { readinessProbe: { httpGet: { path: string } } }).readinessProbe.httpGet.path,
    ).toBe('/ready');
  });
});

describe('compose', () => {
  const compose = composeModel();
  const services = compose.services as Record<
    string,
    { image?: string; command?: string[]; depends_on?: unknown; volumes?: string[]; profiles?: string[] }
  >;

  it.each(['api', 'importer', 'ai'])(
    'gives %s a volume at its DATA_DIR and the shared documents',
    (service) => {
      const volumes = services[service]?.volumes ?? [];
      expect(volumes).toContain(`${service === 'api' ? 'apidata' : `${service}data`}:/app/.data`);
      expect(volumes).toContain('files:/app/.data/files');
    },
  );

  it('starts the gateway without waiting for any service', () => {
    expect(services.gateway?.depends_on).toBeUndefined();
  });

  it("loads the demo's funder documents after the demo rows, from the demo image into the api's documents", () => {
    const step = services['seed-documents'];
    expect(step?.profiles).toEqual(['demo']);
    expect(step?.image).toBe(`\${REGISTRY:-grantflow}/demo:\${TAG:-${release}}`);
    expect(step?.command).toEqual(['node', 'dist/seed-documents-cli.js']);
    expect(step?.volumes).toContain('files:/app/.data/files');
    expect(step?.depends_on).toMatchObject({ seed: { condition: 'service_completed_successfully' } });
  });

  it('tags the images with the release unless TAG says otherwise', () => {
    for (const [name, service] of Object.entries(services)) {
      if (service.image?.startsWith('${REGISTRY'))
        expect(service.image, name).toMatch(`:\${TAG:-${release}}`);
    }
  });
});
