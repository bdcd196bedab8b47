import { parseInput } from '@grantflow/auth/parse-input';
import { createRestAuth } from '@grantflow/auth/rest-auth';
import { ok } from '@grantflow/service/envelope';
import { deleteFineTuningVersion } from '@grantflow/use-cases/assistant/delete-fine-tuning-version';
import { listFineTuningVersions } from '@grantflow/use-cases/assistant/list-fine-tuning-versions';
import { saveFineTuningVersion } from '@grantflow/use-cases/assistant/save-fine-tuning-version';
import { documentFineTuningBodySchema } from '@grantflow/validation/fine-tuning';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { documentVersion } from './assistant-wire.ts';
import { resolveCaller } from './caller.ts';
import { idOf } from './ids.ts';

type Body = Record<string, unknown>;

/**
 * Document fine-tuning versions (docs/product.md, REST calls): GET /ai/get-fine-tunning/:userId/:orgId/:userId2 (orgId 0 = the
 * session's organisation), POST /ai/set-fine-tunning (id present = update; data {list, id}),
 * POST /ai/delete-fine-tunning {id} (data {id, version}). Reads for any member, writes for admins.
 */
export async function registerDocumentFineTuningRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const auth = createRestAuth({ db: deps.db, authSecret: deps.config.AUTH_SECRET });

  app.get<{ Params: { userId: string; orgId: string; userId2: string } }>(
    '/ai/get-fine-tunning/:userId/:orgId/:userId2',
    async (request) => {
      const { organization } = await resolveCaller(auth, request, {
        userId: request.params.userId,
        organizationId: request.params.orgId,
      });
      const list = await listFineTuningVersions(deps, { organizationId: organization.id, kind: 'documents' });
      return ok(list.map(documentVersion));
    },
  );

  app.post('/ai/set-fine-tunning', async (request) => {
    const raw = (request.body ?? {}) as Body;
    const { user, organization } = await resolveCaller(auth, request, {
      organizationId: raw.organization_id,
    });
    const body = parseInput(documentFineTuningBodySchema, raw);
    const saved = await saveFineTuningVersion(deps, {
      organizationId: organization.id,
      actor: { userId: user.id, role: user.role },
      kind: 'documents',
      id: body.id,
      fields: {
        version: body.version,
        authoredMonthDate: body.authored_month_date ?? null,
        aboutYouDetails: body.about_you_details ?? '',
        responseStyleDetails: body.response_style_details ?? '',
        remarks: body.remarks,
      },
    });
    return ok({ id: saved.id, list: saved.list.map(documentVersion) });
  });

  app.post('/ai/delete-fine-tunning', async (request) => {
    const { user, organization } = await resolveCaller(auth, request, {});
    const id = idOf(((request.body ?? {}) as Body).id, 'FINE_TUNING_VERSION_NOT_FOUND');
    const deleted = await deleteFineTuningVersion(deps, {
      organizationId: organization.id,
      role: user.role,
      kind: 'documents',
      id,
    });
    return ok(deleted);
  });
}
