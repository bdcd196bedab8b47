import fs from 'node:fs';
import path from 'node:path';
import { isTestFile } from './boundaries.ts';
import type { ImportSite } from './imports.ts';

// docs/architecture.md, Shape: the demo and synthetic data and the demo documents live in packages/demo,
// which the product never depends on, so no service image carries them (or the PDF and Word writers
// that render the documents). The tooling (standalone, e2e, tenant isolation, fuzz) and bench/ may use it.

export interface DemoViolation {
  rule: string;
  /** The importing file or the package.json, relative to the repository. */
  file: string;
  name: string;
}

export const DEMO_PACKAGE = '@grantflow/demo';
/** What only the demo documents need: a product package listing them would ship them. */
export const DEMO_ONLY_LIBRARIES: readonly string[] = ['pdf-lib', 'docx'];

/** The product: every app and every package but the demo itself. */
function isProduct(file: string): boolean {
  return /^(apps|packages)\//.test(file) && !file.startsWith('packages/demo/');
}

function importsDemo(site: ImportSite): boolean {
  if (site.specifier === DEMO_PACKAGE || site.specifier.startsWith(`${DEMO_PACKAGE}/`)) return true;
  if (!site.specifier.startsWith('.')) return false;
  return path.posix
    .normalize(path.posix.join(path.posix.dirname(site.file), site.specifier))
    .startsWith('packages/demo/');
}

/**
 * No product file imports the demo. An app's tests and test kits may (they seed the demo rows through
 * a devDependency, which no image installs); a package's may not, as packages/demo depends on them.
 */
export function checkDemoImports(sites: readonly ImportSite[]): DemoViolation[] {
  return sites
    .filter((site) => isProduct(site.file) && importsDemo(site))
    .filter((site) => !(site.file.startsWith('apps/') && isTestFile(site.file)))
    .map((site) => ({
      rule: 'the product never imports @grantflow/demo',
      file: site.file,
      name: site.specifier,
    }));
}

export interface PackageManifest {
  /** The package.json, relative to the repository. */
  file: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/**
 * No product package.json lists the demo or the demo-only libraries among its production dependencies;
 * a package under packages/ does not list the demo at all (that would be a dependency cycle).
 */
export function checkDemoDependencies(manifests: readonly PackageManifest[]): DemoViolation[] {
  const violations: DemoViolation[] = [];
  for (const manifest of manifests.filter((each) => isProduct(each.file))) {
    const production = {
      ...manifest.dependencies,
      ...manifest.optionalDependencies,
      ...manifest.peerDependencies,
    };
    for (const name of [DEMO_PACKAGE, ...DEMO_ONLY_LIBRARIES]) {
      if (name in production) {
        violations.push({ rule: 'no production dependency on the demo', file: manifest.file, name });
      }
    }
    if (manifest.file.startsWith('packages/') && DEMO_PACKAGE in (manifest.devDependencies ?? {})) {
      violations.push({ rule: 'packages never depend on the demo', file: manifest.file, name: DEMO_PACKAGE });
    }
  }
  return violations;
}

/** The package.json of every app and package of the repository at `root`. */
export function productManifests(root: string): PackageManifest[] {
  return ['apps', 'packages'].flatMap((top) =>
    fs
      .readdirSync(path.join(root, top), { withFileTypes: true })
      .filter(
        (entry) => entry.isDirectory() && fs.existsSync(path.join(root, top, entry.name, 'package.json')),
      )
      .map((entry) => {
        const file = `${top}/${entry.name}/package.json`;
        return { ...(JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')) as object), file };
      }),
  );
}
