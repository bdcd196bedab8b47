import { defineConfig } from 'drizzle-kit';

// `generate` only diffs the schema against the committed snapshots; it never connects.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema.ts',
  out: './src/migrations',
});
