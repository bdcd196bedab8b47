import { createHmac } from 'node:crypto';
import type { AuthOrganization } from '@grantflow/auth/user';
import { DomainError, isDomainError } from '@grantflow/domain/shared/errors';
import { claimIdempotencyKey } from '@grantflow/use-cases/idempotency/claim-idempotency-key';
import { settleIdempotencyKey } from '@grantflow/use-cases/idempotency/settle-idempotency-key';
import { idempotencyKeyHeaderSchema } from '@grantflow/validation/idempotency';
import {
  type DocumentNode,
  GraphQLError,
  getOperationAST,
  Kind,
  type OperationDefinitionNode,
  print,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context, ServerContext } from './context.ts';
import { extensionsFor, validateArgs } from './schema/errors.ts';

// Creating mutations accept an Idempotency-Key header: a client that lost the answer (a 502, a timeout)
// sends the same request with the same key again and gets the first answer instead of a second funder.
// The key belongs to the user and the organisation the request acts for, so nobody else's retry can
// reach it; the request itself must match too (same document and variables), else IDEMPOTENCY_KEY_REUSED.

const HEADER = 'idempotency-key';
const OPERATION = 'graphql';

/** A mutation with a create* root field: the operations a retry would duplicate. */
function isCreating(operation: OperationDefinitionNode | null | undefined): boolean {
  if (operation?.operation !== 'mutation') return false;
  return operation.selectionSet.selections.some(
    (selection) => selection.kind === Kind.FIELD && selection.name.value.startsWith('create'),
  );
}

/** Keyed, so a stored fingerprint cannot be brute-forced back into the variables (a password, say). */
function fingerprintOf(
  secret: string,
  document: DocumentNode,
  operationName: unknown,
  variables: unknown,
): string {
  return createHmac('sha256', secret)
    .update(JSON.stringify([print(document), operationName ?? null, variables ?? null]))
    .digest('hex');
}

function refusal(error: DomainError, status?: number) {
  const extensions = extensionsFor(error);
  // `data: null`: an execution's refusal, not a request error (which the input guard answers as bad input).
  return {
    data: null,
    errors: [
      new GraphQLError(error.message, {
        extensions: status ? { ...extensions, http: { status } } : extensions,
      }),
    ],
  };
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The organisation the request acts for, or null when the caller may not act for it (the resolver refuses). */
async function organizationOf(context: Context): Promise<AuthOrganization | null> {
  try {
    return await context.effectiveOrganization();
  } catch (error) {
    if (isDomainError(error)) return null;
    throw error;
  }
}

export function useIdempotencyKeys(): Plugin<Record<string, unknown>, ServerContext> {
  return {
    onExecute({ args, executeFn, setExecuteFn, setResultAndStopExecution }) {
      const context = args.contextValue as unknown as Context & ServerContext;
      const sent = headerValue(context.req.headers[HEADER]);
      if (sent === undefined) return;
      const operation = getOperationAST(args.document as DocumentNode, args.operationName);
      if (!isCreating(operation)) return;
      const user = context.auth?.user;
      // Anonymous or unauthorized: nothing is created, and there is nobody to keep an answer for.
      if (!user?.authorized) return;
      let key: string;
      try {
        key = validateArgs(idempotencyKeyHeaderSchema, { 'Idempotency-Key': sent })['Idempotency-Key'];
      } catch (error) {
        if (!isDomainError(error)) throw error;
        setResultAndStopExecution(refusal(error));
        return;
      }
      const fingerprint = fingerprintOf(
        context.authSecret,
        args.document as DocumentNode,
        args.operationName,
        args.variableValues,
      );
      setExecuteFn(async (executeArgs) => {
        const organization = await organizationOf(context);
        if (!organization) return executeFn(executeArgs);
        const scope = { db: context.db, organizationId: organization.id, userId: user.id, key };
        const claim = await claimIdempotencyKey({ ...scope, operation: OPERATION, fingerprint });
        if (claim.kind === 'replay') return claim.answer as Awaited<ReturnType<typeof executeFn>>;
        if (claim.kind === 'mismatch') return refusal(new DomainError('IDEMPOTENCY_KEY_REUSED'), 422);
        if (claim.kind === 'in-progress') return refusal(new DomainError('IDEMPOTENCY_KEY_IN_USE'), 409);
        let result: Awaited<ReturnType<typeof executeFn>> | undefined;
        try {
          result = await executeFn(executeArgs);
          return result;
        } finally {
          // Only a clean answer is kept: a failed request changed nothing, so its retry should run again.
          const clean = result !== undefined && !('errors' in result && result.errors?.length);
          await settleIdempotencyKey({ ...scope, result: clean ? { status: 200, answer: result } : null });
        }
      });
    },
  };
}
