import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { checkDemoDependencies, checkDemoImports, productManifests } from './demo-isolation.ts';
import { importsOf, workspaceImports } from './imports.ts';

const root = fileURLToPath(new URL('../../..', import.meta.url));

describe('the product does not depend on packages/demo', () => {
  it('has no violation in its imports', () => {
    expect(checkDemoImports(workspaceImports(root))).toEqual([]);
  });

  it('has no violation in its package.json files', () => {
    const manifests = productManifests(root);
    expect(manifests.map((each) => each.file)).toContain('apps/api/package.json');
    expect(manifests.map((each) => each.file)).toContain('packages/use-cases/package.json');
    expect(checkDemoDependencies(manifests)).toEqual([]);
  });
});

describe('the demo checks refuse', () => {
  const imports = (file: string, text: string) => checkDemoImports(importsOf(file, text)).map((v) => v.rule);

  it.each([
    ['packages/use-cases/src/a.ts', "import { DEMO_DOCUMENTS } from '@grantflow/demo/documents/catalog';"],
    ['packages/db/src/a.integration.test.ts', "import { seedDemoData } from '@grantflow/demo/rows/seed';"],
    ['apps/api/src/main.ts', "import { seedDemoData } from '@grantflow/demo/rows/seed';"],
    ['packages/db/src/a.ts', "import { seedDemoData } from '../../demo/src/rows/seed.ts';"],
  ])('an import of the demo from the product (%s)', (file, text) => {
    expect(imports(file, text)).toEqual(['the product never imports @grantflow/demo']);
  });

  it('but lets the demo, the tooling, bench/ and the tests of an app import it', () => {
    const text = "import { seedDemoData } from '@grantflow/demo/rows/seed';";
    for (const file of [
      'packages/demo/src/seed-cli.ts',
      'tooling/standalone/src/main.ts',
      'bench/src/main.ts',
      'apps/api/src/schema/dashboard.integration.test.ts',
      'apps/rest/src/testing/export-kit.ts',
    ]) {
      expect(imports(file, text), file).toEqual([]);
    }
  });

  it('a production dependency on the demo or its libraries, and a package depending on the demo', () => {
    const rules = checkDemoDependencies([
      { file: 'apps/api/package.json', dependencies: { '@grantflow/demo': 'workspace:*' } },
      { file: 'packages/use-cases/package.json', dependencies: { 'pdf-lib': 'catalog:', docx: 'catalog:' } },
      { file: 'packages/db/package.json', devDependencies: { '@grantflow/demo': 'workspace:*' } },
    ]).map((v) => `${v.file} ${v.name}: ${v.rule}`);
    expect(rules).toEqual([
      'apps/api/package.json @grantflow/demo: no production dependency on the demo',
      'packages/use-cases/package.json pdf-lib: no production dependency on the demo',
      'packages/use-cases/package.json docx: no production dependency on the demo',
      'packages/db/package.json @grantflow/demo: packages never depend on the demo',
    ]);
  });

  it('but lets an app test with it, the demo hold the libraries and a package test with them', () => {
    expect(
      checkDemoDependencies([
        { file: 'apps/api/package.json', devDependencies: { '@grantflow/demo': 'workspace:*' } },
        { file: 'packages/demo/package.json', dependencies: { 'pdf-lib': 'catalog:', docx: 'catalog:' } },
        { file: 'packages/use-cases/package.json', devDependencies: { 'pdf-lib': 'catalog:' } },
      ]),
    ).toEqual([]);
  });
});
