import type { AuthUser } from '@grantflow/auth/user';
import { DRIVE_PROVIDERS, type DriveProvider } from '@grantflow/domain/shared/enums';
import { DOMAIN_ERROR_MESSAGES } from '@grantflow/domain/shared/error-messages';
import { DomainError } from '@grantflow/domain/shared/errors';
import { restRoutes, type Tenant } from '@grantflow/service/tenant-route';
import { browseDrive } from '@grantflow/use-cases/imports/browse-drive';
import type { DriveCaller } from '@grantflow/use-cases/imports/drive-access';
import { getDriveAccessToken } from '@grantflow/use-cases/imports/get-drive-access-token';
import { anyDriveImportInProgress, listDriveImports } from '@grantflow/use-cases/imports/list-drive-imports';
import { startDriveImport } from '@grantflow/use-cases/imports/start-drive-import';
import { positiveIdSchema } from '@grantflow/validation/drive-import';
import type { FastifyInstance } from 'fastify';
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

/** The drive use cases' caller: the signed-in user and the organisation they act for (the session's). */
const driveCaller = ({ user, tenant }: { user: AuthUser; tenant: Tenant }): DriveCaller => ({
  userId: user.id,
  organizationId: tenant.organization.id,
});

type FunderParams = { Params: { funderId: string } };

export async function registerDriveImportRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const { tenantRoute } = restRoutes({ db: deps.db, authSecret: deps.config.AUTH_SECRET });
  const { db, drives } = deps;

  await app.register(async (scope) => {
    scope.setErrorHandler(driveErrorReply);
    for (const provider of DRIVE_PROVIDERS as readonly DriveProvider[]) {
      const base = `/api/${provider}`;

      scope.get<FunderParams>(
        `${base}/imports/:funderId`,
        tenantRoute<FunderParams>({
          run: async (call) => {
            const funderId = idParam(call.request.params.funderId);
            const jobs = await listDriveImports({ db, caller: driveCaller(call), provider, funderId });
            return { success: true, jobs };
          },
        }),
      );

      scope.post(
        `${base}/import`,
        tenantRoute({
          run: async (call) => {
            const { message } = await startDriveImport({
              db,
              drives,
              caller: driveCaller(call),
              provider,
              body: call.request.body,
              enqueue: deps.enqueueImport,
            });
            return { success: true, message };
          },
        }),
      );

      scope.get<FunderParams>(
        `${base}/any-in-progress/:funderId`,
        tenantRoute<FunderParams>({
          run: async (call) => {
            const funderId = idParam(call.request.params.funderId);
            const busy = await anyDriveImportInProgress({
              db,
              caller: driveCaller(call),
              provider,
              funderId,
            });
            return { success: true, any_jobs_in_progress: busy };
          },
        }),
      );

      scope.get<{ Params: { userId: string } }>(
        `${base}/token/:userId`,
        tenantRoute<{ Params: { userId: string } }>({
          run: async (call) => {
            const found = await getDriveAccessToken({
              db,
              drives,
              caller: driveCaller(call),
              provider,
              userId: idParam(call.request.params.userId),
            });
            call.reply.header('cache-control', 'no-store');
            return 'token' in found
              ? { success: true, token: found.token }
              : {
                  success: false,
                  token: null,
                  message: DOMAIN_ERROR_MESSAGES[found.missing],
                  code: found.missing,
                };
          },
        }),
      );

      scope.get(
        `${base}/browse`,
        tenantRoute({
          run: async (call) => {
            const { missing, ...page } = await browseDrive({
              db,
              drives,
              caller: driveCaller(call),
              provider,
              query: call.request.query,
            });
            return missing
              ? { success: false, ...page, message: DOMAIN_ERROR_MESSAGES[missing], code: missing }
              : { success: true, ...page };
          },
        }),
      );
    }
  });
}
