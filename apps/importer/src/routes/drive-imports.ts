import { createRestAuth } from '@grantflow/auth/rest-auth';
import { DRIVE_PROVIDERS, type DriveProvider } from '@grantflow/domain/shared/enums';
import { DOMAIN_ERROR_MESSAGES } from '@grantflow/domain/shared/error-messages';
import { DomainError } from '@grantflow/domain/shared/errors';
import { browseDrive } from '@grantflow/use-cases/imports/browse-drive';
import type { DriveCaller } from '@grantflow/use-cases/imports/drive-access';
import { getDriveAccessToken } from '@grantflow/use-cases/imports/get-drive-access-token';
import { anyDriveImportInProgress, listDriveImports } from '@grantflow/use-cases/imports/list-drive-imports';
import { startDriveImport } from '@grantflow/use-cases/imports/start-drive-import';
import { positiveIdSchema } from '@grantflow/validation/drive-import';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RouteDeps } from '../deps.ts';
import { driveErrorReply } from './drive-errors.ts';

// The cloud-drive calls (docs/product.md, REST calls), for each drive (`google_drive`, `one_drive`). Answers are
// `{ success, … }` (the drive calls' own envelope); refusals `{ success: false, message, code }` with a 4xx.

function idParam(value: string): number {
  const parsed = positiveIdSchema.safeParse(value);
  // An id that cannot exist is answered like one of another organisation's.
  if (!parsed.success) throw new DomainError('NOT_FOUND');
  return parsed.data;
}

export async function registerDriveImportRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const auth = createRestAuth({ db: deps.db, authSecret: deps.config.AUTH_SECRET });
  const { db, drives } = deps;

  async function callerOf(request: FastifyRequest): Promise<DriveCaller> {
    const user = await auth.requireUser(request);
    const organization = await auth.effectiveOrganization(request);
    return { userId: user.id, organizationId: organization.id };
  }

  await app.register(async (scope) => {
    scope.setErrorHandler(driveErrorReply);
    for (const provider of DRIVE_PROVIDERS as readonly DriveProvider[]) {
      const base = `/api/${provider}`;

      scope.get<{ Params: { funderId: string } }>(`${base}/imports/:funderId`, async (request) => {
        const caller = await callerOf(request);
        const jobs = await listDriveImports({
          db,
          caller,
          provider,
          funderId: idParam(request.params.funderId),
        });
        return { success: true, jobs };
      });

      scope.post(`${base}/import`, async (request) => {
        const caller = await callerOf(request);
        const { message } = await startDriveImport({
          db,
          drives,
          caller,
          provider,
          body: request.body,
          enqueue: deps.enqueueImport,
        });
        return { success: true, message };
      });

      scope.get<{ Params: { funderId: string } }>(`${base}/any-in-progress/:funderId`, async (request) => {
        const caller = await callerOf(request);
        const busy = await anyDriveImportInProgress({
          db,
          caller,
          provider,
          funderId: idParam(request.params.funderId),
        });
        return { success: true, any_jobs_in_progress: busy };
      });

      scope.get<{ Params: { userId: string } }>(`${base}/token/:userId`, async (request, reply) => {
        const caller = await callerOf(request);
        const found = await getDriveAccessToken({
          db,
          drives,
          caller,
          provider,
          userId: idParam(request.params.userId),
        });
        reply.header('cache-control', 'no-store');
        return 'token' in found
          ? { success: true, token: found.token }
          : {
              success: false,
              token: null,
              message: DOMAIN_ERROR_MESSAGES[found.missing],
              code: found.missing,
            };
      });

      scope.get(`${base}/browse`, async (request) => {
        const caller = await callerOf(request);
        const { missing, ...page } = await browseDrive({
          db,
          drives,
          caller,
          provider,
          query: request.query,
        });
        return missing
          ? { success: false, ...page, message: DOMAIN_ERROR_MESSAGES[missing], code: missing }
          : { success: true, ...page };
      });
    }
  });
}
