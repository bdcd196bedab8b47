import { fileURLToPath } from 'node:url';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from './schema/index.ts';

/** `apps/api/schema.graphql`: committed, read by the web's typed operations. */
export const committedSchemaPath = fileURLToPath(new URL('../schema.graphql', import.meta.url));

/** The SDL of the code's schema, sorted so that it diffs well. */
export function printedSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
