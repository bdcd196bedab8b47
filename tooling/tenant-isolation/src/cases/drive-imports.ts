import type { IsolationCase, RestCase } from '../case.ts';

// Cloud-drive calls of the importer (apps/importer/src/routes/drive-imports.ts): every route of
// both drives, with organisation A's funder and user ids. Job and file ids never appear in a route: a
// job is reached only through its funder, so A's funder id is what must be refused.

const DRIVES = ['google_drive', 'one_drive'] as const;

function driveCases(drive: (typeof DRIVES)[number]): RestCase[] {
  const body = (fx: Parameters<RestCase['url']>[0], userId: number) => ({
    doc_id: 'isolation-probe-item',
    doc_name: 'Isolation probe',
    doc_mime_type: 'application/pdf',
    doc_size: 10,
    doc_type: 'file',
    user_id: userId,
    funder_id: fx.orgA.funderId,
    path: '',
  });
  return [
    {
      kind: 'rest',
      service: 'importer',
      method: 'GET',
      url: (fx) => `/api/${drive}/imports/${fx.orgA.funderId}`,
    },
    {
      kind: 'rest',
      service: 'importer',
      method: 'POST',
      name: `importer POST /api/${drive}/import as organisation A's user`,
      url: () => `/api/${drive}/import`,
      body: (fx) => body(fx, fx.orgA.userId),
    },
    {
      kind: 'rest',
      service: 'importer',
      method: 'POST',
      name: `importer POST /api/${drive}/import into organisation A's funder as the caller's organisation user`,
      url: () => `/api/${drive}/import`,
      body: (fx) => body(fx, fx.orgB.userId),
    },
    {
      kind: 'rest',
      service: 'importer',
      method: 'GET',
      url: (fx) => `/api/${drive}/any-in-progress/${fx.orgA.funderId}`,
    },
    {
      kind: 'rest',
      service: 'importer',
      method: 'GET',
      url: (fx) => `/api/${drive}/token/${fx.orgA.userId}`,
    },
    {
      kind: 'rest',
      service: 'importer',
      method: 'GET',
      url: () => `/api/${drive}/browse?folder_id=`,
      callerScoped:
        "lists the caller's own connected drive (none in the fixture: an empty page); takes no id of A",
    },
  ];
}

export const cases: IsolationCase[] = DRIVES.flatMap(driveCases);
