import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.ts';
import { registerAuthRoutes } from './auth-oauth.ts';
import { registerCalendarFeedRoutes } from './calendar-feed.ts';
import { registerDeadlinesExportRoutes } from './deadlines-export.ts';
import { registerDevMailboxRoutes } from './dev-mailbox.ts';
import { registerFundersExportRoutes } from './list-export/funders-export.ts';
import { registerGrantsExportRoutes } from './list-export/grants-export.ts';
import { registerPipelineExportRoutes } from './list-export/pipeline-export.ts';
import { registerProgramsExportRoutes } from './list-export/programs-export.ts';
import { registerReportsExportRoutes } from './list-export/reports-export.ts';
import { registerManagerRoutes } from './managers.ts';
import { registerProgramNameRoutes } from './program-name.ts';
import { registerSetup2faRoutes } from './setup2fa.ts';
import { registerSpreadsheetImportRoutes } from './spreadsheet-import-skipped.ts';
import { registerSupportRoutes } from './support.ts';
import { registerVerifyRoutes } from './verify.ts';

/**
 * The REST calls (docs/product.md, REST calls) are registered here, one file per area beside this one:
 * /verify, /program/name, /managers/*, /setup2fa/*, /support, /auth/* (and /dev/mailbox).
 */
export async function registerRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerAuthRoutes(app, deps);
  await registerManagerRoutes(app, deps);
  await registerProgramNameRoutes(app, deps);
  await registerVerifyRoutes(app, deps);
  await registerSetup2faRoutes(app, deps);
  await registerSupportRoutes(app, deps);
  await registerDevMailboxRoutes(app, deps);
  await registerCalendarFeedRoutes(app, deps);
  await registerDeadlinesExportRoutes(app, deps);
  await registerGrantsExportRoutes(app, deps);
  await registerPipelineExportRoutes(app, deps);
  await registerReportsExportRoutes(app, deps);
  await registerFundersExportRoutes(app, deps);
  await registerSpreadsheetImportRoutes(app, deps);
  await registerProgramsExportRoutes(app, deps);
}
