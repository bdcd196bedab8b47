import { controlCharactersError, findControlCharacters } from '@grantflow/validation/text';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * false: this route checks its own input for control characters (the GraphQL route answers in GraphQL's
     * shape) or takes raw bytes. Every other route gets the guard below.
     */
    inputGuard?: boolean;
  }
}

// SECURITY 22, for every route by construction: NUL and other control characters in
// a JSON body, the query string or a path parameter are refused with the same coded VALIDATION field error
// as packages/validation's text schema, before the handler runs and before PostgreSQL could see them.

function offendingField(request: FastifyRequest): string | null {
  return (
    findControlCharacters(request.body) ??
    prefixed('query', findControlCharacters(request.query)) ??
    prefixed('params', findControlCharacters(request.params))
  );
}

function prefixed(prefix: string, path: string | null): string | null {
  return path === null ? null : `${prefix}.${path}`;
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.routeOptions.config?.inputGuard === false) return;
    const path = offendingField(request);
    if (path === null) return;
    const error = controlCharactersError(path);
    const issue = { code: error.issue?.code ?? 'CONTROL_CHARACTERS', params: {} };
    request.log.info({ field: path }, 'control characters refused');
    return reply.code(400).send(
      errorBody(request, 400, error.message, {
        code: 'VALIDATION',
        issue,
        fields: { [path]: error.message },
        fieldErrors: { [path]: issue },
      }),
    );
  });
}
