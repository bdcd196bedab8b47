import { auditCrossTenantRefusal } from '@grantflow/auth/audit-cross-tenant-refusal';
import { inBackground } from '@grantflow/auth/background';
import { isDomainError } from '@grantflow/domain/shared/errors';
import { NOT_FOUND_KINDS, refusedIdsOf, type TenantRowKind } from '@grantflow/domain/shared/refused-targets';
import {
  type DocumentNode,
  type FieldNode,
  type GraphQLError,
  Kind,
  type OperationDefinitionNode,
  valueFromASTUntyped,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from './context.ts';

// Cross-tenant refusals into the audit log. A request for another organisation's row is answered like a request
// for no row at all (NOT_FOUND), so nothing is looked at while requests succeed: only an answer holding a
// not-found error is examined, after it was sent (in the background, so the answer's timing tells nothing), and
// the audit use case asks the database whose row the named id is.

interface Refusal {
  kind: TenantRowKind;
  field: string;
  ids: number[];
  /** The field's own `organizationId` argument: the organisation it acted for instead of the header's. */
  organizationArgument: string | number | null;
}

function operationOf(
  document: DocumentNode,
  name: string | null | undefined,
): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  return name ? operations.find((operation) => operation.name?.value === name) : operations[0];
}

function rootField(operation: OperationDefinitionNode, responseKey: string): FieldNode | undefined {
  return operation.selectionSet.selections.find(
    (selection): selection is FieldNode =>
      selection.kind === Kind.FIELD && (selection.alias ?? selection.name).value === responseKey,
  );
}

function argumentsOf(field: FieldNode, variables: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    (field.arguments ?? []).map((argument) => [
      argument.name.value,
      valueFromASTUntyped(argument.value, variables),
    ]),
  );
}

/** The not-found refusals of a result, each with the ids its root field's arguments named for that kind. */
function refusalsOf(
  errors: readonly GraphQLError[],
  operation: OperationDefinitionNode | undefined,
  variables: Record<string, unknown>,
  requestedOrganizationId: number | undefined,
): Refusal[] {
  const refusals: Refusal[] = [];
  for (const error of errors) {
    const original = error.originalError;
    const kind = isDomainError(original) ? NOT_FOUND_KINDS[original.code] : undefined;
    const responseKey = error.path?.[0];
    if (!kind || typeof responseKey !== 'string' || !operation) continue;
    const field = rootField(operation, responseKey);
    if (!field) continue;
    const values = argumentsOf(field, variables);
    const ids = refusedIdsOf(kind, field.name.value, values);
    if (kind === 'organization' && requestedOrganizationId !== undefined) ids.push(requestedOrganizationId);
    const { organizationId } = values;
    const organizationArgument =
      typeof organizationId === 'string' || typeof organizationId === 'number' ? organizationId : null;
    if (ids.length > 0) refusals.push({ kind, field: field.name.value, ids, organizationArgument });
  }
  return refusals;
}

export interface CrossTenantAuditOptions {
  onError?: (error: unknown) => void;
}

export function useCrossTenantAudit(options: CrossTenantAuditOptions = {}): Plugin<Context> {
  return {
    onExecute({ args }) {
      return {
        onExecuteDone({ result }) {
          if (Symbol.asyncIterator in result || !result.errors?.length) return;
          const ctx = args.contextValue as Context;
          const user = ctx.auth?.user;
          if (!user) return;
          const variables = (args.variableValues ?? {}) as Record<string, unknown>;
          const operation = operationOf(args.document, args.operationName);
          const refusals = refusalsOf(result.errors, operation, variables, ctx.auth?.requested?.id);
          if (refusals.length === 0) return;
          inBackground(async () => {
            for (const refusal of refusals) {
              // A refused organisation is measured against the user's own; a row, against where the request acted.
              const acting =
                refusal.kind === 'organization'
                  ? user.organizationId
                  : await ctx.effectiveOrganization(refusal.organizationArgument).then(
                      (organization) => organization.id,
                      () => user.organizationId,
                    );
              await auditCrossTenantRefusal({
                db: ctx.db,
                actorUserId: user.id,
                actingOrganizationId: acting,
                kind: refusal.kind,
                ids: refusal.ids,
                attempted: refusal.field,
                ip: ctx.clientAddress,
              });
            }
          }, options.onError);
        },
      };
    },
  };
}
