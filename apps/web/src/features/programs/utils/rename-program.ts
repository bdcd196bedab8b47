import type { FetchLike } from '../../../lib/http.ts';
import { type RestResult, restRequest } from '../../../lib/rest-client.ts';

/** Renames a program through POST /program/name {name, id} (docs/product.md, REST calls); the GraphQL rename is not used. */
export function renameProgram(id: string, name: string, fetchImpl?: FetchLike): Promise<RestResult<unknown>> {
  return restRequest<unknown>('/program/name', { method: 'POST', body: { name, id: Number(id) } }, fetchImpl);
}
