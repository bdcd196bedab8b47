import { readdirSync } from 'node:fs';
import {
  isArrowFunction,
  isCallExpression,
  isIdentifier,
  isImportDeclaration,
  isMethodDeclaration,
  isNamedImports,
  isNamespaceImport,
  isObjectLiteralExpression,
  isParenthesizedExpression,
  isPropertyAccessExpression,
  isPropertyAssignment,
  isStringLiteral,
  type Node,
  type ObjectLiteralExpression,
  type SourceFile,
  SyntaxKind,
} from 'typescript/unstable/ast';
import { API } from 'typescript/unstable/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { schema } from '../schema/index.ts';

// The pattern of docs/architecture.md (Operations and their contract), read from the source: every Mutation
// field's resolver is one wrapper call whose `run` calls exactly one operation (a use case; for the account
// wrapper, a packages/auth identity flow), every Query field's resolver is a wrapper call, and no schema
// module checks access itself or reaches a repository.
// TypeScript 7 parses in its own process: the schema modules are opened as a project of their own, without
// resolving imports or checking types, which takes a fraction of a second.

const schemaDir = new URL('../schema/', import.meta.url).pathname;
const names = readdirSync(schemaDir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
const config = `${schemaDir}__resolver-shape__/tsconfig.json`;
const projectText = JSON.stringify({
  files: names.map((name) => `${schemaDir}${name}`),
  compilerOptions: { noResolve: true, noLib: true, types: [] },
});
const api = new API({
  cwd: schemaDir,
  fs: {
    readFile: (file) => (file === config ? projectText : undefined),
    fileExists: (file) => (file === config ? true : undefined),
  },
});
afterAll(() => api.close());
const program = api.updateSnapshot({ openProjects: [config] }).getProject(config)?.program;
const sources = names.map((name) => {
  const file = program?.getSourceFile(`${schemaDir}${name}`);
  if (!file) throw new Error(`TypeScript did not parse ${name}`);
  return { name, file };
});

/** Where the operation a wrapper's `run` calls comes from. */
const OPERATIONS_OF: Readonly<Record<string, string>> = {
  tenantMutation: '@grantflow/use-cases/',
  signedInMutation: '@grantflow/use-cases/',
  adminMutation: '@grantflow/use-cases/',
  accountMutation: '@grantflow/auth/',
};

/** Local name → module, for the values a file imports (type-only imports run nothing). */
function valueImports(file: SourceFile): Map<string, string> {
  const found = new Map<string, string>();
  for (const statement of file.statements) {
    if (!isImportDeclaration(statement) || !isStringLiteral(statement.moduleSpecifier)) continue;
    const clause = statement.importClause;
    if (!clause || clause.phaseModifier === SyntaxKind.TypeKeyword) continue;
    const from = statement.moduleSpecifier.text;
    if (clause.name) found.set(clause.name.text, from);
    const bindings = clause.namedBindings;
    if (bindings && isNamedImports(bindings)) {
      for (const element of bindings.elements) if (!element.isTypeOnly) found.set(element.name.text, from);
    }
    if (bindings && isNamespaceImport(bindings)) found.set(bindings.name.text, from);
  }
  return found;
}

const propertyOf = (object: ObjectLiteralExpression, name: string): Node | undefined => {
  for (const property of object.properties) {
    if (!isPropertyAssignment(property) && !isMethodDeclaration(property)) continue;
    if (!isIdentifier(property.name) || property.name.text !== name) continue;
    return isPropertyAssignment(property) ? property.initializer : property;
  }
  return undefined;
};

/** The `resolve` of a field built as `t.field({ ... })` (or `t.string`, `t.boolean`, ...). */
function resolveOf(field: Node | undefined): Node | undefined {
  let node = field;
  while (node && (isArrowFunction(node) || isParenthesizedExpression(node))) {
    node = isArrowFunction(node) ? node.body : node.expression;
  }
  const options = node && isCallExpression(node) ? node.arguments[0] : undefined;
  return options && isObjectLiteralExpression(options) ? propertyOf(options, 'resolve') : undefined;
}

interface FieldResolver {
  name: string;
  file: string;
  resolve: Node | undefined;
}

/** The root fields of `root` ('mutation' or 'query') a file defines, each with its `resolve`. */
function rootResolvers(file: SourceFile, name: string, root: 'mutation' | 'query'): FieldResolver[] {
  const found: FieldResolver[] = [];
  const visit = (node: Node) => {
    if (isCallExpression(node) && isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const [first, second] = node.arguments;
      if (method === `${root}Field` && first && isStringLiteral(first)) {
        found.push({ name: first.text, file: name, resolve: resolveOf(second) });
      }
      if (method === `${root}Fields` && first && isArrowFunction(first)) {
        let body: Node = first.body;
        while (isParenthesizedExpression(body)) body = body.expression;
        if (isObjectLiteralExpression(body)) {
          for (const property of body.properties) {
            if (isPropertyAssignment(property) && isIdentifier(property.name)) {
              found.push({ name: property.name.text, file: name, resolve: resolveOf(property.initializer) });
            }
          }
        }
      }
    }
    node.forEachChild(visit);
  };
  visit(file);
  return found;
}

/** The calls under `node` of functions imported from a module starting with `prefix`. */
function callsInto(node: Node, imports: Map<string, string>, prefix: string): string[] {
  const calls: string[] = [];
  const visit = (child: Node) => {
    if (isCallExpression(child) && isIdentifier(child.expression)) {
      const from = imports.get(child.expression.text);
      if (from?.startsWith(prefix)) calls.push(child.expression.text);
    }
    child.forEachChild(visit);
  };
  visit(node);
  return calls;
}

/** What is wrong with a mutation's resolver, or null when it is one wrapper call around one operation. */
function problemOf(resolver: FieldResolver, imports: Map<string, string>): string | null {
  const call = resolver.resolve;
  if (!call || !isCallExpression(call) || !isIdentifier(call.expression)) return 'not a wrapper call';
  const wrapper = call.expression.text;
  const prefix = OPERATIONS_OF[wrapper];
  if (!prefix || !imports.get(wrapper)?.startsWith('../operations/')) return `${wrapper} is not a wrapper`;
  const [name, operation] = call.arguments;
  if (!name || !isStringLiteral(name) || name.text !== resolver.name) return 'registered under another name';
  const run = operation && isObjectLiteralExpression(operation) ? propertyOf(operation, 'run') : undefined;
  if (!run) return 'no run';
  const calls = callsInto(run, imports, prefix);
  return calls.length === 1
    ? null
    : `run calls ${calls.length} functions of ${prefix}* (${calls.join(', ')})`;
}

const importsOf = new Map(sources.map(({ name, file }) => [name, valueImports(file)]));

describe('every mutation is one wrapper call around one operation', () => {
  const resolvers = sources.flatMap(({ name, file }) => rootResolvers(file, name, 'mutation'));

  it('finds every Mutation field of the schema in the source', () => {
    const names = Object.keys(schema.getMutationType()?.getFields() ?? {}).sort();
    expect(resolvers.map((resolver) => resolver.name).sort()).toEqual(names);
  });

  it('has no resolver of another shape', () => {
    const problems = resolvers.flatMap((resolver) => {
      const problem = problemOf(resolver, importsOf.get(resolver.file) ?? new Map());
      return problem ? [`${resolver.file} ${resolver.name}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });
});

/** The wrappers a Query field's resolver may be (operations/*-query.ts). */
const QUERY_WRAPPERS = ['tenantQuery', 'signedInQuery', 'adminQuery', 'publicQuery'];

describe('every query goes through a wrapper', () => {
  const resolvers = sources.flatMap(({ name, file }) => rootResolvers(file, name, 'query'));

  it('finds every Query field of the schema in the source', () => {
    const names = Object.keys(schema.getQueryType()?.getFields() ?? {}).sort();
    expect(resolvers.map((resolver) => resolver.name).sort()).toEqual(names);
  });

  it('has no resolver of another shape', () => {
    const bypassing = resolvers.filter(({ file, resolve }) => {
      if (!resolve || !isCallExpression(resolve) || !isIdentifier(resolve.expression)) return true;
      const wrapper = resolve.expression.text;
      return (
        !QUERY_WRAPPERS.includes(wrapper) || !importsOf.get(file)?.get(wrapper)?.startsWith('../operations/')
      );
    });
    expect(bypassing.map(({ file, name }) => `${file} ${name}`)).toEqual([]);
  });
});

describe('schema modules leave access and data to the wrappers and the use cases', () => {
  it.each(sources.map(({ name, file }) => [name, file] as const))('%s', (_name, file) => {
    const text = file.text;
    expect(text.match(/\brequireUser\b/g) ?? [], 'ctx.requireUser() belongs to operations/').toEqual([]);
    const repositories = [...valueImports(file).values()].filter((from) =>
      from.startsWith('@grantflow/db/repositories/'),
    );
    expect(repositories, 'a repository is called by a use case, never by a resolver').toEqual([]);
  });
});
