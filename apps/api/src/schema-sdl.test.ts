import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { committedSchemaPath, printedSchema } from './schema-sdl.ts';

describe('apps/api/schema.graphql', () => {
  it('is the schema the code builds (run `pnpm --filter @grantflow/api print-schema` and commit it)', () => {
    expect(readFileSync(committedSchemaPath, 'utf8')).toBe(printedSchema());
  });
});
