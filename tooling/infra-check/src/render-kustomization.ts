import { readFileSync } from 'node:fs';
import { parseAllDocuments, parseDocument } from 'yaml';
import { K8S_DIR } from './infra-files.ts';

/** A Kubernetes object as plain data. */
export type Manifest = {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
} & Record<string, unknown>;

interface Kustomization {
  namespace?: string;
  labels?: { pairs: Record<string, string> }[];
  resources: string[];
  images?: { name: string; newName?: string; newTag?: string }[];
}

/** Kinds that live outside any namespace (kustomize leaves their namespace unset). */
const CLUSTER_SCOPED = new Set([
  'Namespace',
  'ClusterRole',
  'ClusterRoleBinding',
  'PersistentVolume',
  'StorageClass',
]);

function podSpecsOf(
  manifest: Manifest,
): { containers?: { image?: string }[]; initContainers?: { image?: string }[] }[] {
  const template = (manifest.spec as { template?: { spec?: object } } | undefined)?.template?.spec;
  return template ? [template as never] : [];
}

function setImage(image: string, rules: NonNullable<Kustomization['images']>): string {
  const [name] = image.split(':');
  const rule = rules.find((each) => each.name === name);
  if (!rule) return image;
  return `${rule.newName ?? name}:${rule.newTag ?? image.split(':')[1] ?? 'latest'}`;
}

/**
 * `kubectl kustomize infra/k8s` for what this base uses (resources, namespace, labels on metadata, image
 * tags), so the manifests are checked on every machine, kubectl or not.
 */
export function renderKustomization(dir: string = K8S_DIR): Manifest[] {
  const kustomization = parseDocument(
    readFileSync(`${dir}kustomization.yaml`, 'utf8'),
  ).toJS() as Kustomization;
  const manifests: Manifest[] = [];
  for (const resource of kustomization.resources) {
    for (const document of parseAllDocuments(readFileSync(`${dir}${resource}`, 'utf8'))) {
      const manifest = document.toJS() as Manifest | null;
      if (manifest) manifests.push(manifest);
    }
  }
  for (const manifest of manifests) {
    if (kustomization.namespace && !CLUSTER_SCOPED.has(manifest.kind)) {
      manifest.metadata.namespace = kustomization.namespace;
    }
    for (const { pairs } of kustomization.labels ?? []) {
      manifest.metadata.labels = { ...manifest.metadata.labels, ...pairs };
    }
    for (const pod of podSpecsOf(manifest)) {
      for (const container of [...(pod.containers ?? []), ...(pod.initContainers ?? [])]) {
        if (container.image) container.image = setImage(container.image, kustomization.images ?? []);
      }
    }
  }
  return manifests;
}
