import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { generatedFiles } from './generate-env.ts';
import { INFRA_DIR } from './infra-files.ts';

// `pnpm --filter @grantflow/infra-check generate` writes the environment blocks of infra/compose.yaml and
// infra/k8s from the services' env.ts schemas; `… generate --check` only says which files are stale.

const check = process.argv.includes('--check');
const stale: string[] = [];
for (const [path, content] of Object.entries(generatedFiles())) {
  if (readFileSync(path, 'utf8') === content) continue;
  stale.push(relative(INFRA_DIR, path));
  if (!check) writeFileSync(path, content);
}
if (check && stale.length > 0) {
  process.stderr.write(`stale (run pnpm --filter @grantflow/infra-check generate): ${stale.join(', ')}\n`);
  process.exit(1);
}
process.stdout.write(stale.length > 0 ? `wrote ${stale.join(', ')}\n` : 'infra environment up to date\n');
