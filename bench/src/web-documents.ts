import path from 'node:path';
import { pathToFileURL } from 'node:url';

// The measured GraphQL documents are the web app's own (apps/web/src/features/*/graphql), printed to text.
// They are imported at run time by path, so the bench's typecheck does not compile the web app.

const WEB_SRC = path.resolve(import.meta.dirname, '..', '..', 'apps', 'web', 'src', 'features');

interface DocumentLike {
  kind: string;
}

async function webDocument(file: string, name: string): Promise<string> {
  const module = (await import(pathToFileURL(path.join(WEB_SRC, file)).href)) as Record<string, DocumentLike>;
  const document = module[name];
  if (!document) throw new Error(`${file} exports no ${name}`);
  const { print } = await import('postgraphile/graphql');
  return print(document as Parameters<typeof print>[0]);
}

export interface WebDocuments {
  login: string;
  listApplications: string;
  listFunders: string;
  listReports: string;
  dashboard: string;
}

export async function loadWebDocuments(): Promise<WebDocuments> {
  return {
    login: await webDocument('auth/graphql/login-user.ts', 'LoginUserMutation'),
    listApplications: await webDocument('applications/graphql/list-applications.ts', 'ListApplicationsQuery'),
    listFunders: await webDocument('funders/graphql/funders.ts', 'ListFundersQuery'),
    listReports: await webDocument('reports/graphql/reports.ts', 'ListReportsQuery'),
    dashboard: await webDocument('dashboard/graphql/dashboard.ts', 'DashboardQuery'),
  };
}
