import { loadDemoDocuments } from './documents/load-demo-documents.ts';
import { loadSeedDocumentsEnv } from './seed-documents-env.ts';

// The demo's funder documents for a container deployment (compose's `seed-documents`, after `seed`), run
// from the demo image: it holds the upload use case and the storage, and no service image holds the demo.
const env = loadSeedDocumentsEnv();
const result = await loadDemoDocuments({
  databaseUrl: env.DATABASE_URL,
  dataDir: env.DATA_DIR,
  env: {
    REDIS_URL: env.REDIS_URL,
    MAX_UPLOAD_MB: String(env.MAX_UPLOAD_MB),
    S3_BUCKET: env.S3_BUCKET,
    S3_REGION: env.S3_REGION,
    S3_ENDPOINT: env.S3_ENDPOINT,
    S3_ACCESS_KEY_ID: env.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: env.S3_SECRET_ACCESS_KEY,
    S3_FORCE_PATH_STYLE: String(env.S3_FORCE_PATH_STYLE),
  },
});
console.log(
  `demo documents: ${result.stored} stored, ${result.skipped} already there` +
    (result.missingFunders.length > 0 ? `; no funder named ${result.missingFunders.join(', ')}` : ''),
);
