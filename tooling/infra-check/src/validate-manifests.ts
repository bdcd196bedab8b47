import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Manifest } from './render-kustomization.ts';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);

/** `kubernetes-models/<group path>/<Kind>`: `v1` is the core group, `apps/v1` … as in apiVersion. */
function modelModule(manifest: Pick<Manifest, 'apiVersion' | 'kind'>): string {
  return `kubernetes-models/${manifest.apiVersion}/${manifest.kind}`;
}

interface Model {
  validate(): void;
}

/**
 * The schema check of kubernetes-models (types, required fields, enums), object by object. It does not
 * reject unknown fields, which the API server drops or refuses; `unknownFieldErrors` does that.
 */
export async function schemaErrors(manifests: readonly Manifest[]): Promise<string[]> {
  const errors: string[] = [];
  for (const manifest of manifests) {
    const where = `${manifest.kind}/${manifest.metadata.name}`;
    try {
      const module = (await import(modelModule(manifest))) as Record<string, new (data: unknown) => Model>;
      const Model = module[manifest.kind];
      if (!Model) throw new Error(`no model for ${manifest.apiVersion} ${manifest.kind}`);
      new Model(manifest).validate();
    } catch (error) {
      errors.push(`${where}: ${(error as Error).message}`);
    }
  }
  return errors;
}

/**
 * Unknown (misspelt, misplaced) fields, caught by TypeScript's excess-property check: each object is written
 * as a literal that must satisfy kubernetes-models' interface for its kind, and the compiler is run on it.
 */
export function unknownFieldErrors(manifests: readonly Manifest[]): string[] {
  const dir = mkdtempSync(join(PACKAGE_DIR, '.manifest-check-'));
  try {
    const lines = manifests.map((manifest, index) => {
      const type = `I${manifest.kind}`;
      return `import type { ${type} as T${index} } from '${modelModule(manifest)}';\nexport const m${index} = ${JSON.stringify(manifest)} satisfies T${index};`;
    });
    writeFileSync(join(dir, 'manifests.ts'), `${lines.join('\n')}\n`);
    const tsc = join(require.resolve('typescript/package.json'), '..', 'bin', 'tsc');
    try {
      execFileSync(
        process.execPath,
        [
          tsc,
          '--ignoreConfig',
          '--noEmit',
          '--strict',
          '--skipLibCheck',
          '--module',
          'nodenext',
          '--moduleResolution',
          'nodenext',
          '--target',
          'es2022',
          join(dir, 'manifests.ts'),
        ],
        { cwd: PACKAGE_DIR, encoding: 'utf8', stdio: 'pipe' },
      );
      return [];
    } catch (error) {
      const output = `${(error as { stdout?: string }).stdout ?? ''}${(error as { stderr?: string }).stderr ?? ''}`;
      return output.split('\n').filter((line) => line.includes('error'));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
