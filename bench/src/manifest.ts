// Which JavaScript a route loads, read from Vite's build manifest (`vite build --manifest`). Pure.

export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/** The keys of the HTML entry chunks (`index.html` for the web app). */
export function entryKeys(manifest: ViteManifest): string[] {
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);
}

/** The chunk's file and every file it imports statically, transitively (dynamic imports excluded). */
export function staticClosure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The Vite manifest has no chunk "${key}"`);
  seen.add(key);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/**
 * The JavaScript files a first visit to a route downloads: the entry with its static imports, plus
 * the route's lazily loaded chunk (keyed by its source path) with its static imports, plus the other
 * lazily loaded chunks every first visit fetches (`alsoLoaded`, e.g. the language catalogue; skipped
 * when the build has no such chunk). Sorted, unique.
 */
export function routeJavaScript(
  manifest: ViteManifest,
  routeSource: string,
  alsoLoaded: readonly string[] = [],
): string[] {
  const keys = new Set<string>();
  for (const entry of entryKeys(manifest)) staticClosure(manifest, entry, keys);
  staticClosure(manifest, routeSource, keys);
  for (const key of alsoLoaded) if (manifest[key]) staticClosure(manifest, key, keys);
  const files = [...keys]
    .map((key) => (manifest[key] as ManifestChunk).file)
    .filter((f) => f.endsWith('.js'));
  return [...new Set(files)].sort();
}

/**
 * The classic scripts the page itself names (`<script src="/…">` without `type="module"`): files from
 * `public/`, outside Vite's manifest, which every route loads as well. Paths relative to the build folder.
 */
export function classicScripts(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>/g)]
    .map((match) => match[1] ?? '')
    .filter((attributes) => !/\btype\s*=\s*["']?module\b/.test(attributes))
    .flatMap((attributes) => {
      const src = /\bsrc\s*=\s*["']\/([^"']+)["']/.exec(attributes)?.[1];
      return src ? [src] : [];
    });
}
