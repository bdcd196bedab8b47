import { restErrorFor } from '@grantflow/auth/rest-auth';
import type { AuthOrganization, AuthUser } from '@grantflow/auth/user';
import { GENERIC_ERROR } from '@grantflow/service/errors';
import type { NamedIds } from '@grantflow/service/tenant-route';
import { z } from 'zod';

// What the MCP tools share (mcp-tools.ts, mcp-opportunities.ts): their common arguments and annotations,
// the caller step, and the envelope every result is answered in.

export const idValue = z.union([z.number().int(), z.string()]);
// The token names the caller, so neither id is needed; both are still accepted (older clients send them).
export const organizationIdArg = idValue
  .optional()
  .describe(
    "The organisation to act for. Leave it out to use the caller's own organisation; a manager or admin may name another one they may act for.",
  );
export const userId = idValue
  .optional()
  .describe('The calling user. Leave it out: the bearer token names the caller; any other id is refused.');
export const READ_ONLY = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
};

/** The tenant route's sign-in and organisation steps for this request (restRoutes' caller). */
export type ToolCaller = (ids: NamedIds) => Promise<{ user: AuthUser; organization: AuthOrganization }>;

/** Receives a tool's unexpected failure (a bug, not a refusal) for the log; the client sees only INTERNAL. */
export type UnexpectedToolError = (error: unknown) => void;

function result(value: Record<string, unknown>) {
  return { structuredContent: value, content: [{ type: 'text' as const, text: JSON.stringify(value) }] };
}

export async function answer(run: () => Promise<unknown>, onUnexpected: UnexpectedToolError) {
  try {
    return result({ status: 200, error: null, data: await run() });
  } catch (error) {
    const mapped = restErrorFor(error);
    if (!mapped) onUnexpected(error);
    const { status, message, codes } = mapped ?? {
      status: 500,
      message: GENERIC_ERROR,
      codes: { code: 'INTERNAL' as const },
    };
    // A limit's Retry-After travels as params.retryAfterSeconds: one HTTP answer can carry a whole batch.
    const params = 'params' in codes && codes.params ? { params: codes.params } : {};
    return { ...result({ status, error: message, data: null, code: codes.code, ...params }), isError: true };
  }
}

/** Runs a tool's work and answers its envelope (a refusal mapped like the REST routes'). */
export type EnvelopeOf = (run: () => Promise<unknown>) => ReturnType<typeof answer>;
