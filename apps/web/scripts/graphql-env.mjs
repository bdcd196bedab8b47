// Builds gql.tada's introspection types from the API's committed SDL.
// `pnpm graphql:generate` writes them; graphql-env.test.ts fails when they drift from the SDL.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { minifyIntrospection, outputIntrospectionFile } from '@gql.tada/internal';
import { buildSchema, introspectionFromSchema } from 'graphql';

export const SCHEMA_PATH = fileURLToPath(new URL('../../api/schema.graphql', import.meta.url));
export const OUTPUT_PATH = fileURLToPath(new URL('../src/graphql/graphql-env.d.ts', import.meta.url));

export async function renderGraphqlEnv(schemaPath = SCHEMA_PATH) {
  const sdl = await readFile(schemaPath, 'utf8');
  const introspection = introspectionFromSchema(buildSchema(sdl), { descriptions: false });
  return outputIntrospectionFile(minifyIntrospection(introspection), {
    fileType: '.d.ts',
    shouldPreprocess: true,
  });
}
