import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script without type declarations.
import { OUTPUT_PATH, renderGraphqlEnv, SCHEMA_PATH } from '../../scripts/graphql-env.mjs';

describe('graphql-env.d.ts', () => {
  it.skipIf(!existsSync(SCHEMA_PATH))(
    'matches apps/api/schema.graphql (run pnpm graphql:generate)',
    async () => {
      expect(readFileSync(OUTPUT_PATH, 'utf8')).toBe(await renderGraphqlEnv());
    },
  );
});
