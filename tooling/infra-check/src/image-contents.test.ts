import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  appOfImage,
  DOCKERFILE,
  packageDirOf,
  productionClosure,
  readLockfile,
  testImagesApps,
} from './image-contents.ts';
import { composeModel } from './infra-files.ts';
import { type Manifest, renderKustomization } from './render-kustomization.ts';

// The six service images hold neither packages/demo nor the PDF and Word writers of its documents; only
// the demo image (compose's demo profile) does. Read from the deploy files and the lockfile, not built.

const DEMO_ONLY = ['@grantflow/demo', 'pdf-lib', 'docx'];
const SERVICE_IMAGES = ['ai', 'api', 'db', 'gateway', 'importer', 'rest'];

const lockfile = readLockfile();
const services = Object.values(
  composeModel().services as Record<string, { image?: string; profiles?: string[] }>,
).filter((service) => service.image && appOfImage(service.image));
const composeApps = (demo: boolean) =>
  services
    .filter((service) => (service.profiles ?? []).includes('demo') === demo)
    .map((s) => appOfImage(s.image ?? ''));
const kubernetesApps = renderKustomization()
  .filter((each: Manifest) => each.kind === 'Deployment' || each.kind === 'Job')
  .flatMap(
    (each) =>
      (each.spec as { template: { spec: { containers: { image: string }[] } } }).template.spec.containers,
  )
  .map((container) => appOfImage(container.image));
const unique = (apps: (string | undefined)[]) => [...new Set(apps)].sort();

describe('the images', () => {
  it('are each one package deployed with its production dependencies alone', () => {
    const dockerfile = readFileSync(DOCKERFILE, 'utf8');
    expect(dockerfile).toContain(`pnpm deploy --filter="@grantflow/$\{APP}" --prod`);
  });

  it('of the services are the same six in compose, Kubernetes and infra/test-images.sh', () => {
    expect(unique(composeApps(false))).toEqual(SERVICE_IMAGES);
    expect(unique(kubernetesApps)).toEqual(SERVICE_IMAGES);
    expect(unique(testImagesApps())).toEqual(SERVICE_IMAGES);
  });

  it('of the demo profile are the demo image alone', () => {
    expect(unique(composeApps(true))).toEqual(['demo']);
    expect(packageDirOf(lockfile, 'demo')).toBe('packages/demo');
  });

  it.each(SERVICE_IMAGES)('%s holds no demo package, pdf-lib or docx', (app) => {
    const closure = productionClosure(lockfile, app);
    expect(closure.size).toBeGreaterThan(0);
    expect(DEMO_ONLY.filter((name) => closure.has(name))).toEqual([]);
  });

  it('demo holds them (the closure sees what an image installs)', () => {
    const closure = productionClosure(lockfile, 'demo');
    expect(DEMO_ONLY.filter((name) => name !== '@grantflow/demo' && closure.has(name))).toEqual([
      'pdf-lib',
      'docx',
    ]);
    // Through the workspace links: use-cases' own production dependencies are in.
    expect(closure.has('@grantflow/use-cases') && closure.has('mammoth')).toBe(true);
  });
});
