import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type Document, parseAllDocuments, parseDocument } from 'yaml';

/** The repository's infra/ folder. */
export const INFRA_DIR = fileURLToPath(new URL('../../../infra/', import.meta.url));
export const COMPOSE_FILE = `${INFRA_DIR}compose.yaml`;
export const K8S_DIR = `${INFRA_DIR}k8s/`;

/** How the generator writes YAML back: as the files are written by hand (no re-wrapping, `[a, b]`). */
export const YAML_OPTIONS = { lineWidth: 0, flowCollectionPadding: false } as const;

export function readComposeDocument(path: string = COMPOSE_FILE): Document {
  return parseDocument(readFileSync(path, 'utf8'));
}

export function readManifestDocuments(file: string): Document[] {
  return parseAllDocuments(readFileSync(`${K8S_DIR}${file}`, 'utf8')) as Document[];
}

export function manifestText(documents: readonly Document[]): string {
  return documents.map((document) => document.toString(YAML_OPTIONS)).join('');
}

/** The compose file as compose reads it: anchors and `<<` merges resolved. */
export function composeModel(path: string = COMPOSE_FILE): {
  services: Record<string, { environment?: Record<string, string>; volumes?: string[] }>;
} {
  return parseDocument(readFileSync(path, 'utf8'), { merge: true }).toJS() as never;
}
