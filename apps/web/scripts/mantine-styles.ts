import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/** The names of Mantine's per-component style files in the order `styles.css` concatenates them. */
function stylesOrder(root: string): string[] {
  const whole = readFileSync(join(root, 'styles.css'), 'utf8');
  const names = readdirSync(join(root, 'styles'))
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => file.slice(0, -'.css'.length));
  const start = new Map(
    names.map((name) => {
      const rules = readFileSync(join(root, 'styles', `${name}.css`), 'utf8').trim();
      return [name, whole.indexOf(rules.slice(0, 200))];
    }),
  );
  const missing = names.filter((name) => (start.get(name) ?? -1) < 0);
  if (missing.length > 0) throw new Error(`@mantine/core/styles.css lacks ${missing.join(', ')}`);
  return names.sort((a, b) => (start.get(a) ?? 0) - (start.get(b) ?? 0));
}

/**
 * Mantine's styles per component instead of `@mantine/core/styles.css` (every component's rules, 250 KB,
 * render-blocking on every page).
 *
 * - Each Mantine component module imports its class-name map (`esm/components/<Name>/<Name>.module.mjs`); the
 *   map is made to import `styles/<Name>.layer.css`, so a component's rules travel with its code: the entry's
 *   CSS holds what the entry renders, a lazy chunk's CSS what the chunk adds.
 * - Chunks load in any order and a shared component's rules may be copied into several chunks' CSS, so each
 *   file gets a cascade layer of its own (`mantine.<Name>`), and `baseline` (imported first by `main.tsx`)
 *   declares all of them in `styles.css`'s order: rules cascade exactly as in the whole file, whenever they
 *   arrive. The app's own rules are unlayered, so they win as they did when they followed `styles.css`.
 */
export function mantineComponentStyles(): Plugin {
  const root = dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css'));
  const order = stylesOrder(root);
  const declaration = `@layer ${order.map((name) => `mantine.${name}`).join(', ')};\n`;
  // Vite's module ids use forward slashes on every platform.
  const classMap = /^(.*\/@mantine\/core)\/esm\/.*\/(\w+)\.module\.mjs$/;
  const layerFile = /\/@mantine\/core\/styles\/([\w-]+)\.layer\.css$/;
  return {
    name: 'grantflow-mantine-component-styles',
    // Before Vite's CSS plugin, which compiles the style files to modules.
    enforce: 'pre',
    transform: (code, id) => {
      const map = classMap.exec(id);
      if (map)
        return {
          code: `import ${JSON.stringify(`${map[1]}/styles/${map[2]}.layer.css`)};\n${code}`,
          map: null,
        };
      const name = layerFile.exec(id)?.[1];
      if (!name) return null;
      if (!code.startsWith('@layer mantine {')) throw new Error(`${id} is not wrapped in @layer mantine`);
      const own = code.replace('@layer mantine {', `@layer mantine.${name} {`);
      return { code: name === 'baseline' ? declaration + own : own, map: null };
    },
  };
}
