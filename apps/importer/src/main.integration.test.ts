import { spawnMain } from '@grantflow/service/test-helpers';
import { describe, expect, it } from 'vitest';

const DATABASE_URL = process.env.DATABASE_URL;
const main = new URL('./main.ts', import.meta.url);

describe.skipIf(!DATABASE_URL)('importer main.ts', () => {
  it('serves /ready against PostgreSQL and exits cleanly on SIGTERM', async () => {
    const child = await spawnMain(main, { DATABASE_URL, PORT: '0' });
    expect((await fetch(`${child.url}/health`)).status).toBe(200);
    expect((await fetch(`${child.url}/ready`)).status).toBe(200);
    expect(await child.stop('SIGTERM')).toBe(0);
  });
});

describe('importer main.ts configuration', () => {
  it('refuses to start without DATABASE_URL and names it', async () => {
    const result = await spawnMain(main, { DATABASE_URL: '' }).catch((error: Error) => error.message);
    expect(result).toContain('DATABASE_URL is required but not set');
  });
});
