import type { InputSchema } from '@grantflow/auth/parse-input';
import type { FineTuningKind, FineTuningRecord } from '@grantflow/db/repositories/fine-tuning';
import { ok } from '@grantflow/service/envelope';
import type { NamedIds, RestRoutes } from '@grantflow/service/tenant-route';
import { deleteFineTuningVersion } from '@grantflow/use-cases/assistant/delete-fine-tuning-version';
import { listFineTuningVersions } from '@grantflow/use-cases/assistant/list-fine-tuning-versions';
import {
  type FineTuningFields,
  saveFineTuningVersion,
} from '@grantflow/use-cases/assistant/save-fine-tuning-version';
import type { FastifyRequest, RouteGenericInterface } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { namedIds, rawBody } from './caller.ts';
import { idOf } from './ids.ts';

/** What a kind of fine-tuning version is on the wire: its save body, its fields, its answer. */
export interface FineTuningWire<K extends FineTuningKind, Body extends { id?: number | undefined }> {
  kind: K;
  /** The save body's schema (packages/validation). */
  body: InputSchema<Body>;
  fields: (body: Body) => FineTuningFields<K>;
  version: (record: FineTuningRecord<K>) => unknown;
}

/** The handlers both kinds share: the list, the save (id present = update; data {id, list}), the delete. */
export function fineTuningRoutes<K extends FineTuningKind, Body extends { id?: number | undefined }>(
  routes: RestRoutes,
  deps: AppDeps,
  wire: FineTuningWire<K, Body>,
) {
  const { kind } = wire;
  return {
    list: <Route extends RouteGenericInterface>(ids: (request: FastifyRequest<Route>) => NamedIds) =>
      routes.tenantRoute<Route>({
        ids,
        run: async ({ tenant: { organization } }) =>
          ok(
            (await listFineTuningVersions(deps, { organizationId: organization.id, kind })).map(wire.version),
          ),
      }),
    save: routes.tenantRoute({
      ids: (request) => namedIds({ organizationId: rawBody(request).organization_id }),
      input: wire.body,
      run: async ({ tenant: { organization }, user, input }) => {
        const saved = await saveFineTuningVersion(deps, {
          organizationId: organization.id,
          actor: { userId: user.id, role: user.role },
          kind,
          id: input.id,
          fields: wire.fields(input),
        });
        return ok({ id: saved.id, list: saved.list.map(wire.version) });
      },
    }),
    /** The organisation of the id routes is the session's (X-Organization-Id). */
    remove: <Route extends RouteGenericInterface>(idIn: (request: FastifyRequest<Route>) => unknown) =>
      routes.tenantRoute<Route>({
        run: async ({ tenant: { organization }, user, request }) =>
          ok(
            await deleteFineTuningVersion(deps, {
              organizationId: organization.id,
              role: user.role,
              kind,
              id: idOf(idIn(request), 'FINE_TUNING_VERSION_NOT_FOUND'),
            }),
          ),
      }),
  };
}
