import fs from 'node:fs';
import path from 'node:path';
import { buildSchema, type GraphQLSchema, parse, validate } from 'postgraphile/graphql';
import type { GeneratedDocument, OrgMode } from './generated-documents.ts';
import { valueAt } from './generated-documents.ts';
import { sameJson } from './report.ts';

// What running a generated document needs besides its text: the headers for its way of naming the
// organisation, whether the api's schema has its fields yet, and how its answer compares.

const SDL = path.resolve(import.meta.dirname, '..', '..', 'apps', 'api', 'schema.graphql');

let schema: GraphQLSchema | undefined;

/** Why the api's printed schema (apps/api/schema.graphql) cannot run the document ("field missing: …"), or null. */
export function schemaGap(document: GeneratedDocument): string | null {
  schema ??= buildSchema(fs.readFileSync(SDL, 'utf8'));
  const errors = validate(schema, parse(document.request.query));
  if (errors.length === 0) return null;
  const missing = errors[0]?.message.match(/Cannot query field "(\w+)" on type "(\w+)"/);
  return missing ? `field missing: ${missing[2]}.${missing[1]}` : (errors[0]?.message ?? 'invalid');
}

export interface Tokens {
  /** An ADMIN of another organisation (acts for the measured one by argument or header). */
  admin: string;
  /** A USER of the measured organisation. */
  user: string;
}

/** Grantflow's request headers for the document's way of naming the organisation. */
export function generatedHeaders(
  mode: OrgMode,
  tokens: Tokens,
  organizationId: number,
): Record<string, string> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (mode === 'user') return { ...headers, authorization: `Bearer ${tokens.user}` };
  headers.authorization = `Bearer ${tokens.admin}`;
  if (mode === 'header' || mode === 'both') headers['x-organization-id'] = String(organizationId);
  return headers;
}

interface Page {
  total?: number;
  items?: ({ id: string } & Record<string, unknown>)[];
}
interface Connection {
  totalCount?: number;
  nodes?: { rowId: number }[];
}

/** Rows of the document's page in a response's data, for Grantflow or PostGraphile. */
export function pageRows(document: GeneratedDocument, data: unknown, postgraphile: boolean): number {
  if (postgraphile) return ((valueAt(data, document.pgPath) as Connection | null)?.nodes ?? []).length;
  return ((valueAt(data, document.pagePath) as Page | null)?.items ?? []).length;
}

/**
 * PostGraphile lists the same rows as Grantflow: the same total and ids in order; where it cannot order as
 * Grantflow does (another first page), the same total and as many rows.
 */
export function samePostgraphileRows(document: GeneratedDocument, grantflow: unknown, pg: unknown): boolean {
  const page = valueAt(grantflow, document.pagePath) as Page | null;
  const connection = valueAt(pg, document.pgPath) as Connection | null;
  if (!page || !connection) return false;
  const ids = (page.items ?? []).map((item) => Number(item.id));
  const pgIds = (connection.nodes ?? []).map((node) => node.rowId);
  if (page.total !== connection.totalCount) return false;
  return document.pgOrdered ? sameJson(ids, pgIds) : ids.length === pgIds.length;
}

/** Grantflow's data equals the plain SQL answer; otherwise the first differing page, for the log. */
export function answerProblem(expected: unknown, actual: unknown): string | null {
  if (sameJson(expected, actual)) return null;
  return `expected ${JSON.stringify(expected).slice(0, 400)}, got ${JSON.stringify(actual).slice(0, 400)}`;
}
