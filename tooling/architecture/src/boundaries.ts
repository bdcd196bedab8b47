import path from 'node:path';
import type { ImportSite } from './imports.ts';

// docs/architecture.md, Shape: SQL lives in packages/db alone, and dependencies point one way
// (apps -> use cases -> db -> domain). Each rule names what it refuses and why.

export interface Violation {
  rule: string;
  file: string;
  specifier: string;
}

const APPS = ['ai', 'api', 'gateway', 'importer', 'rest', 'web'];
/** Which workspace packages a package may import; anything not listed here is free. */
const ALLOWED_PACKAGE_DEPS: Readonly<Record<string, readonly string[]>> = {
  domain: [],
  validation: ['domain'],
  db: ['domain'],
  // Bytes, keys and links only: no SQL, no tenant rules (those stay in use cases and db).
  storage: [],
  // Identity flows sit below the use cases, which call them (docs/architecture.md, Where each operation lives).
  auth: ['db', 'domain', 'email', 'validation'],
};

/**
 * docs/architecture.md, Where each operation lives: the repositories an identity flow (sign-up, login,
 * sessions, tokens, passwords, 2FA, OAuth sign-in, throttles, roles, the effective organisation, the
 * audit of refusals) reads and writes. packages/auth may call these and no other; every other operation
 * calls its repositories from packages/use-cases.
 */
export const IDENTITY_REPOSITORIES: readonly string[] = [
  'account-tokens',
  'audit-events',
  'external-identities',
  'manager-links',
  'organizations',
  'personal-access-tokens',
  'request-identity',
  'row-organization',
  'sessions',
  'sign-in-throttles',
  'two-factor',
  'users',
];
/** Which package may call which repositories besides packages/use-cases (any) and packages/db itself. */
const REPOSITORY_CALLERS: Readonly<Record<string, readonly string[]>> = {
  auth: IDENTITY_REPOSITORIES,
  // The mailer keeps every message in the outbox table (docs/architecture.md, Two ways to run the same code).
  email: ['email-outbox'],
};

/**
 * Tests, test kits, the test-only tooling and the demo and synthetic data (packages/demo, which no service
 * image holds) may set up rows with Drizzle directly.
 */
export function isTestFile(file: string): boolean {
  return (
    /\.(test|spec)\.tsx?$/.test(file) ||
    /(^|\/)(testing|test)\//.test(file) ||
    /^(tooling\/(e2e|tenant-isolation|architecture)|bench|packages\/demo)\//.test(file) ||
    file.endsWith('vitest.config.ts')
  );
}

function ownerOf(file: string): { kind: string; name: string } | undefined {
  const [kind, name] = file.split('/');
  return kind && name ? { kind, name } : undefined;
}

/** The workspace package an import points at: `@grantflow/x/...` or a relative path leaving the package. */
function targetOf(site: ImportSite): { kind: string; name: string; subpath: string } | undefined {
  const scoped = /^@grantflow\/([^/]+)(?:\/(.*))?$/.exec(site.specifier);
  if (scoped?.[1]) {
    const name = scoped[1];
    return { kind: APPS.includes(name) ? 'apps' : 'packages', name, subpath: scoped[2] ?? '' };
  }
  if (!site.specifier.startsWith('.')) return undefined;
  const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(site.file), site.specifier));
  const [kind, name, ...rest] = resolved.split('/');
  return kind && name ? { kind, name, subpath: rest.join('/') } : undefined;
}

/** The repository module an import names (`@grantflow/db/repositories/x` or a relative path to it). */
function repositoryOf(
  target: { kind: string; name: string; subpath: string } | undefined,
): string | undefined {
  if (target?.kind !== 'packages' || target.name !== 'db') return undefined;
  const match = /^(?:src\/)?repositories\/([^/.]+)/.exec(target.subpath);
  return match?.[1];
}

/**
 * An operation's home: a transport (apps/*) calls a use case, never a repository; a package other than
 * packages/use-cases calls only the repositories of its own kind of operation. Type-only imports pass:
 * a transport may name the record a use case returns, which runs nothing.
 */
function checkOperationHome(
  site: ImportSite,
  owner: { kind: string; name: string },
  repository: string,
): string | undefined {
  if (site.typeOnly || isTestFile(site.file)) return undefined;
  if (owner.kind === 'apps') return 'transports call use cases: no repository in apps/*';
  if (owner.kind !== 'packages' || owner.name === 'db' || owner.name === 'use-cases') return undefined;
  if (REPOSITORY_CALLERS[owner.name]?.includes(repository)) return undefined;
  return owner.name === 'auth'
    ? 'packages/auth holds identity flows only: other operations live in packages/use-cases'
    : `packages/${owner.name} calls no repository: operations live in packages/use-cases`;
}

/**
 * A transport leaves the tenant scope (withTenant, readAsTenant, withIdentity) to the use case it calls;
 * only an app's main.ts builds the database handle. Types (`Db`) pass.
 */
function opensTenantScope(
  site: ImportSite,
  owner: { kind: string; name: string },
  target: { kind: string; name: string; subpath: string } | undefined,
): boolean {
  if (owner.kind !== 'apps' || site.typeOnly || isTestFile(site.file)) return false;
  if (target?.kind !== 'packages' || target.name !== 'db' || !/^(src\/)?client(\.ts)?$/.test(target.subpath))
    return false;
  return !/^apps\/[^/]+\/src\/main\.ts$/.test(site.file);
}

export function checkBoundaries(sites: readonly ImportSite[]): Violation[] {
  const violations: Violation[] = [];
  const refuse = (rule: string, site: ImportSite) => violations.push({ rule, ...site });
  for (const site of sites) {
    const owner = ownerOf(site.file);
    if (!owner) continue;
    const inDb = owner.kind === 'packages' && owner.name === 'db';
    const target = targetOf(site);

    if (!inDb && !isTestFile(site.file)) {
      if (/^drizzle-orm(\/|$)/.test(site.specifier)) refuse('SQL lives in packages/db: no drizzle-orm', site);
      if (target?.name === 'db' && /^(schema|relations)(\/|$)/.test(target.subpath)) {
        refuse('SQL lives in packages/db: no tables or relations outside it', site);
      }
    }
    if (opensTenantScope(site, owner, target)) {
      refuse('transports open no transaction: @grantflow/db/client only in main.ts (createDb)', site);
    }
    const repository = repositoryOf(target);
    const misplaced = repository ? checkOperationHome(site, owner, repository) : undefined;
    if (misplaced) refuse(misplaced, site);
    if (!target || (target.kind === owner.kind && target.name === owner.name)) continue;
    if (target.kind === 'apps' && owner.kind === 'apps') refuse('no app imports another app', site);
    if (target.kind === 'apps' && owner.kind === 'packages') refuse('packages never import an app', site);
    const allowed = owner.kind === 'packages' ? ALLOWED_PACKAGE_DEPS[owner.name] : undefined;
    if (allowed && target.kind === 'packages' && !allowed.includes(target.name) && !isTestFile(site.file)) {
      refuse(`packages/${owner.name} may import only ${allowed.join(', ') || 'no workspace package'}`, site);
    }
  }
  return violations;
}
