import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type ProxyOptions } from 'vite';

// Dev-server targets only; the production build is served by the gateway at the same origin.
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4101';
const restUrl = process.env.REST_URL ?? 'http://127.0.0.1:4102';
const importerUrl = process.env.IMPORTER_URL ?? 'http://127.0.0.1:4103';
const aiUrl = process.env.AI_URL ?? 'http://127.0.0.1:4104';

const to = (target: string): ProxyOptions => ({ target, changeOrigin: false });

export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@grantflow/source', ...defaultClientConditions] },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    proxy: {
      '/graphql': to(apiUrl),
      '/ai': to(aiUrl),
      '/api/mcp': to(aiUrl),
      '/api/google-drive': to(importerUrl),
      '/api/one-drive': to(importerUrl),
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
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // @mantine/charts (and recharts with it) stays out: the dashboard loads it lazily.
            { name: 'mantine', test: /node_modules[\\/](@mantine[\\/](?!charts[\\/])|@floating-ui[\\/])/ },
            { name: 'router', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
  },
});
