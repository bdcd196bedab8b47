import path from 'node:path';
import { findCycles, importGraph, resolveImport } from './cycles.ts';
import type { ImportSite } from './imports.ts';

// apps/web/README.md, Feature rules: a feature is a folder of apps/web/src/features with one public
// entry, its index.ts; what is not exported there may change without looking at the other features.

export const WEB_SOURCE = 'apps/web/src';

const FEATURE = /^apps\/web\/src\/features\/([^/]+)\/(.+)$/;
// The app's language catalogues gather every feature's strings, one module per language, so that a
// language chunk carries only its own (the index would pull the feature's code into it).
const CATALOGUE = /^apps\/web\/src\/i18n\/locales\/[^/]+\.ts$/;
const LOCALE_FILE = /^locales(\.[a-z]{2})?\.ts$/;

/** An import of another feature's module other than its index. */
export interface DeepFeatureImport {
  file: string;
  specifier: string;
  /** The repository file the import points at. */
  target: string;
}

/** The feature a file of apps/web/src belongs to, with its path inside the feature folder. */
function featureOf(file: string): { name: string; inner: string } | undefined {
  const match = FEATURE.exec(file);
  return match?.[1] && match[2] ? { name: match[1], inner: match[2] } : undefined;
}

function isPublicEntry(importer: string, inner: string): boolean {
  if (inner === 'index.ts') return true;
  return CATALOGUE.test(importer) && LOCALE_FILE.test(inner);
}

/**
 * Imports from outside a feature (another feature, routes/, test/, main.tsx…) that reach into it
 * instead of going through its index.ts.
 */
export function deepFeatureImports(root: string, sites: readonly ImportSite[]): DeepFeatureImport[] {
  const found: DeepFeatureImport[] = [];
  for (const site of sites) {
    if (!site.file.startsWith(`${WEB_SOURCE}/`)) continue;
    const target = targetOf(root, site);
    const owner = target && featureOf(target);
    if (!target || !owner || featureOf(site.file)?.name === owner.name) continue;
    if (!isPublicEntry(site.file, owner.inner))
      found.push({ file: site.file, specifier: site.specifier, target });
  }
  return found;
}

/** Like resolveImport, but a style sheet or another file that is not TypeScript counts by its own path. */
function targetOf(root: string, site: ImportSite): string | undefined {
  const resolved = resolveImport(root, site);
  if (resolved || !site.specifier.startsWith('.')) return resolved;
  return path.posix.normalize(path.posix.join(path.posix.dirname(site.file), site.specifier));
}

/**
 * The module cycles of apps/web/src. A dynamic `import()` is no edge: it runs after both modules have
 * loaded, so it cannot observe a half-initialised one, and it is how a page or a modal becomes a chunk
 * of its own (a feature's index hands out such loaders). Type-only imports count, as on the server.
 */
export function webCycles(root: string, sites: readonly ImportSite[]): string[][] {
  const inside = (file: string) => file.startsWith(`${WEB_SOURCE}/`);
  return findCycles(
    importGraph(
      root,
      sites.filter((site) => !site.dynamic),
      inside,
    ),
  );
}
