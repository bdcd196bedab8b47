import { writeFile } from 'node:fs/promises';
import { OUTPUT_PATH, renderGraphqlEnv, SCHEMA_PATH } from './graphql-env.mjs';

const schemaPath = process.argv[2] ?? SCHEMA_PATH;
await writeFile(OUTPUT_PATH, await renderGraphqlEnv(schemaPath));
console.log(`wrote ${OUTPUT_PATH} from ${schemaPath}`);
