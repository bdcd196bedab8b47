import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lexicographicSortSchema, printSchema } from 'graphql';
import { schema } from './schema/index.ts';

// Writes the committed SDL the web's typed operations are generated from.
const target = fileURLToPath(new URL('../schema.graphql', import.meta.url));
writeFileSync(target, `${printSchema(lexicographicSortSchema(schema))}\n`);
process.stdout.write(`wrote ${target}\n`);
