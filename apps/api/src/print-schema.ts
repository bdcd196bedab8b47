import { writeFileSync } from 'node:fs';
import { committedSchemaPath, printedSchema } from './schema-sdl.ts';

// Writes the committed SDL the web's typed operations are generated from.
writeFileSync(committedSchemaPath, printedSchema());
process.stdout.write(`wrote ${committedSchemaPath}\n`);
