import fs from 'node:fs';
import path from 'node:path';

const rootDir = path.resolve(import.meta.dirname, '..', '..', '..');

/** Where screenshots, PDFs and service logs of browser tests go (README: test-results/). */
export function artifactPath(...parts: string[]): string {
  const dir = path.resolve(rootDir, process.env.TEST_ARTIFACTS_DIR ?? 'test-results');
  const file = path.join(dir, ...parts);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return file;
}

export { rootDir };
