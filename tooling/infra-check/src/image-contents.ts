import { readFileSync } from 'node:fs';
import { parseAllDocuments } from 'yaml';
import { INFRA_DIR } from './infra-files.ts';

// What `pnpm deploy --filter=@grantflow/<APP> --prod` (infra/docker/Dockerfile) puts into an image: the
// package's production dependencies, workspace and external, followed through the lockfile.

const REPOSITORY_DIR = `${INFRA_DIR}../`;
export const DOCKERFILE = `${INFRA_DIR}docker/Dockerfile`;

interface LockedDependency {
  version: string;
}
interface Importer {
  dependencies?: Record<string, LockedDependency>;
  optionalDependencies?: Record<string, LockedDependency>;
}
interface Snapshot {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}
interface Lockfile {
  importers: Record<string, Importer>;
  snapshots: Record<string, Snapshot>;
}

/** The workspace's lockfile document (the file's first document locks pnpm itself). */
export function readLockfile(): Lockfile {
  const documents = parseAllDocuments(readFileSync(`${REPOSITORY_DIR}pnpm-lock.yaml`, 'utf8'));
  const workspace = documents
    .map((document) => document.toJS() as Partial<Lockfile>)
    .find((each) => each.importers && Object.keys(each.importers).some((dir) => dir.startsWith('apps/')));
  if (!workspace?.importers || !workspace.snapshots)
    throw new Error('pnpm-lock.yaml has no workspace importers');
  return { importers: workspace.importers, snapshots: workspace.snapshots };
}

/** The folder of the workspace package an image is built from (`APP`: the package name without its scope). */
export function packageDirOf(lockfile: Lockfile, app: string): string {
  const dir = Object.keys(lockfile.importers).find((each) => {
    if (each === '.') return false;
    const manifest = JSON.parse(readFileSync(`${REPOSITORY_DIR}${each}/package.json`, 'utf8')) as {
      name: string;
    };
    return manifest.name === `@grantflow/${app}`;
  });
  if (!dir) throw new Error(`no workspace package @grantflow/${app}`);
  return dir;
}

/** Every package name an image built with `APP=app` installs: workspace packages by name, libraries too. */
export function productionClosure(lockfile: Lockfile, app: string): Set<string> {
  const names = new Set<string>();
  const seenDirs = new Set<string>();
  const seenSnapshots = new Set<string>();
  const visitSnapshot = (key: string) => {
    if (seenSnapshots.has(key)) return;
    seenSnapshots.add(key);
    const snapshot = lockfile.snapshots[key] ?? {};
    for (const [name, version] of Object.entries({
      ...snapshot.dependencies,
      ...snapshot.optionalDependencies,
    })) {
      names.add(name);
      visitSnapshot(`${name}@${version}`);
    }
  };
  const visitDir = (dir: string) => {
    if (seenDirs.has(dir)) return;
    seenDirs.add(dir);
    const importer = lockfile.importers[dir] ?? {};
    for (const [name, { version }] of Object.entries({
      ...importer.dependencies,
      ...importer.optionalDependencies,
    })) {
      names.add(name);
      if (version.startsWith('link:')) {
        visitDir(joinDir(dir, version.slice('link:'.length)));
      } else {
        visitSnapshot(`${name}@${version}`);
      }
    }
  };
  visitDir(packageDirOf(lockfile, app));
  return names;
}

function joinDir(from: string, relative: string): string {
  const parts = from.split('/');
  for (const part of relative.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** The APP of a Grantflow image reference (`${REGISTRY:-grantflow}/api:${TAG…}`, `grantflow/api:0.1.0`). */
export function appOfImage(image: string): string | undefined {
  return /grantflow\}?\/([a-z-]+):/.exec(image)?.[1];
}

/** The images infra/test-images.sh builds: its `APPS=(…)` list. */
export function testImagesApps(): string[] {
  const text = readFileSync(`${INFRA_DIR}test-images.sh`, 'utf8');
  return /^APPS=\(([^)]*)\)$/m.exec(text)?.[1]?.trim().split(/\s+/) ?? [];
}
