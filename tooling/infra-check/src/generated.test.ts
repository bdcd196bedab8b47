import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedFiles } from './generate-env.ts';
import { INFRA_DIR } from './infra-files.ts';

describe('the generated environment blocks', () => {
  it('are up to date with the services’ env.ts (pnpm --filter @grantflow/infra-check generate)', () => {
    const stale = Object.entries(generatedFiles())
      .filter(([path, content]) => readFileSync(path, 'utf8') !== content)
      .map(([path]) => relative(INFRA_DIR, path));
    expect(stale).toEqual([]);
  });
});
