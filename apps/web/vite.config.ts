import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { mantineComponentStyles } from './scripts/mantine-styles.ts';

// Dev-server targets only; the production build is served by the gateway at the same origin.
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4101';
const restUrl = process.env.REST_URL ?? 'http://127.0.0.1:4102';
const importerUrl = process.env.IMPORTER_URL ?? 'http://127.0.0.1:4103';
const aiUrl = process.env.AI_URL ?? 'http://127.0.0.1:4104';

const to = (target: string): ProxyOptions => ({ target, changeOrigin: false });

/**
 * Writes `.br` and `.gz` beside every text file of the build (over 1 KB): the gateway serves them
 * (`@fastify/static` `preCompressed`) to browsers that accept them, compressed once at build time.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'grantflow-precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = config.build.outDir;
    },
    closeBundle: () => {
      const walk = (dir: string): string[] =>
        readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
          e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
        );
      const served = (f: string) => /\.(js|css|html|svg|json)$/.test(f) && !f.includes('.vite');
      for (const file of walk(outDir).filter(served)) {
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), mantineComponentStyles(), precompress()],
  resolve: { conditions: ['@grantflow/source', ...defaultClientConditions] },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/graphql': to(apiUrl),
      '/files': to(apiUrl),
      '/ai': to(aiUrl),
      '/api/mcp': to(aiUrl),
      '/api/google_drive': to(importerUrl),
      '/api/one_drive': to(importerUrl),
      '/verify': to(restUrl),
      '/program': to(restUrl),
      '/managers': to(restUrl),
      '/setup2fa': to(restUrl),
      '/support': to(restUrl),
      '/auth': to(restUrl),
      // /admin is the web app's own page; the development mailbox lives on the REST service.
      '/dev/mailbox': to(restUrl),
      '/export': to(restUrl),
      // Only the .ics feed: /calendar itself is the web app's page.
      '^/calendar/.+\\.ics$': to(restUrl),
    },
  },
  build: {
    outDir: 'dist',
    // No source maps in the production build (the gateway would not serve them either).
    sourcemap: false,
    // Every browser the app supports preloads modules itself (Chromium, Firefox 115+, Safari 17+): the polyfill
    // would only add bytes to the entry.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // Required by experimentalInlineCommonChunks; an app's entry exports nothing anyone imports.
      preserveEntrySignatures: false,
      output: {
        // The gateway speaks HTTP/1.1 (six connections per origin), so every chunk on the way to a page
        // costs a round trip: fewer, larger chunks reach a page sooner.
        codeSplitting: {
          groups: [
            // Everything the entry imports statically (React, the router, urql, i18next, Mantine's basics,
            // the frame) in one file instead of ~20 small common chunks the first page waits for.
            { name: 'web', tags: ['$initial'] },
            // Mantine's floating pieces in one file: Select and Menu each carried their own copy of Popover,
            // Portal, the focus trap and floating-ui (copied into both by the inlining below), and the grant
            // list loads both. Login uses none of them.
            {
              name: 'overlays',
              test: /\/@mantine\/core\/esm\/components\/(Popover|Combobox|Menu|Select|ScrollArea)\/|\/@floating-ui\//,
              // Not their dependencies (Input, Mantine's core and hooks), which the login form uses too.
              includeDependenciesRecursively: false,
            },
          ],
          // Small chunks shared by lazy pages (a Mantine component used by two screens) are copied into
          // the chunks that use them; rolldown's runtime keeps one module instance across the copies. A
          // component's style module goes with it (each chunk's CSS then holds a copy; the cascade layers
          // of scripts/mantine-styles.ts keep the order), else every shared component stays a file of its own.
          experimentalInlineCommonChunks: { maxSize: 30_000 },
        },
      },
    },
  },
});
