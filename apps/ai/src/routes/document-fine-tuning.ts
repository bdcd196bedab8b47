import { restRoutes } from '@grantflow/service/tenant-route';
import { documentFineTuningBodySchema } from '@grantflow/validation/fine-tuning';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { documentVersion } from './assistant-wire.ts';
import { namedIds, rawBody } from './caller.ts';
import { fineTuningRoutes } from './fine-tuning-routes.ts';

/**
 * Document fine-tuning versions (docs/product.md, REST calls): GET /ai/get-fine-tunning/:userId/:orgId/:userId2 (orgId 0 = the
 * session's organisation), POST /ai/set-fine-tunning (id present = update; data {list, id}),
 * POST /ai/delete-fine-tunning {id} (data {id, version}). Reads for any member, writes for admins.
 */
export async function registerDocumentFineTuningRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const versions = fineTuningRoutes(restRoutes({ db: deps.db, authSecret: deps.config.AUTH_SECRET }), deps, {
    kind: 'documents',
    body: documentFineTuningBodySchema,
    fields: (body) => ({
      version: body.version,
      authoredMonthDate: body.authored_month_date ?? null,
      aboutYouDetails: body.about_you_details ?? '',
      responseStyleDetails: body.response_style_details ?? '',
      remarks: body.remarks,
    }),
    version: documentVersion,
  });

  app.get<{ Params: { userId: string; orgId: string; userId2: string } }>(
    '/ai/get-fine-tunning/:userId/:orgId/:userId2',
    versions.list((request) =>
      namedIds({ userId: request.params.userId, organizationId: request.params.orgId }),
    ),
  );
  app.post('/ai/set-fine-tunning', versions.save);
  app.post(
    '/ai/delete-fine-tunning',
    versions.remove((request) => rawBody(request).id),
  );
}
