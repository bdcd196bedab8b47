import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { json } from './fake-http.ts';
import type { FakeOpportunity } from './fake-opportunities.ts';

// A local stand-in for Grants.gov's public API as documented: POST /search2 (keyword, oppStatuses,
// rows, startRecordNum → data.hitCount, data.oppHits) and POST /fetchOpportunity ({opportunityId} → data
// with synopsis). Generated, clearly fictional opportunities; 429 with Retry-After and slow answers on demand.

export interface FakeGrantsGov {
  readonly url: string;
  /** What search2 lists, by id; tests change, add and remove entries between syncs. */
  readonly opportunities: Map<number, FakeOpportunity>;
  /** Requests per kind: 'search', 'detail', 'throttled'. */
  readonly counts: Record<string, number>;
  /** The `after`-th next request (1 = the next) and the `count - 1` after it answer 429 with Retry-After. */
  throttle(after: number, count: number, retryAfter: string): void;
  /** The next detail request waits this long before answering. */
  slowNextDetail(ms: number): void;
  /** Ids whose search hit comes back malformed (no title). */
  readonly malformedHits: Set<number>;
  close(): Promise<void>;
}

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
}

export async function startFakeGrantsGov(initial: FakeOpportunity[]): Promise<FakeGrantsGov> {
  const opportunities = new Map(initial.map((opportunity) => [opportunity.id, opportunity]));
  const counts: Record<string, number> = {};
  const count = (kind: string) => {
    counts[kind] = (counts[kind] ?? 0) + 1;
  };
  const malformedHits = new Set<number>();
  let throttleFrom = 0;
  let throttleLeft = 0;
  let retryAfter = '1';
  let slowMs = 0;
  const server = createServer((req, res) => {
    void (async () => {
      const body = await jsonBody(req);
      if (throttleFrom > 0) throttleFrom -= 1;
      if (throttleFrom === 0 && throttleLeft > 0) {
        throttleLeft -= 1;
        count('throttled');
        return json(res, 429, { errorcode: 429, msg: 'Too many requests' }, { 'retry-after': retryAfter });
      }
      if (req.method === 'POST' && req.url === '/search2') {
        count('search');
        const rows = Number(body.rows ?? 25);
        const start = Number(body.startRecordNum ?? 0);
        const listed = [...opportunities.values()].sort((a, b) => a.id - b.id);
        const oppHits = listed.slice(start, start + rows).map((o) => ({
          id: String(o.id),
          number: o.number,
          title: malformedHits.has(o.id) ? undefined : o.title,
          agencyCode: o.agencyCode,
          agency: o.agency,
          openDate: o.openDate,
          closeDate: o.closeDate,
          oppStatus: o.oppStatus,
          docType: 'synopsis',
          alnist: o.alnist,
        }));
        return json(res, 200, {
          errorcode: 0,
          msg: 'Webservice Succeeds',
          data: { hitCount: listed.length, startRecord: start, oppHits },
        });
      }
      if (req.method === 'POST' && req.url === '/fetchOpportunity') {
        count('detail');
        if (slowMs > 0) {
          const wait = slowMs;
          slowMs = 0;
          await sleep(wait);
        }
        const o = opportunities.get(Number(body.opportunityId));
        if (!o) return json(res, 200, { errorcode: 0, msg: 'Webservice Succeeds', data: {} });
        return json(res, 200, {
          errorcode: 0,
          msg: 'Webservice Succeeds',
          data: {
            id: o.id,
            revision: o.revision,
            opportunityNumber: o.number,
            opportunityTitle: o.title,
            owningAgencyCode: o.agencyCode,
            synopsis: {
              synopsisDesc: o.synopsisDesc,
              awardCeiling: o.awardCeiling,
              awardFloor: o.awardFloor,
              applicantTypes: o.applicantTypes,
              lastUpdatedDate: 'Nov 20, 2026 10:00:00 AM EST',
            },
            cfdas: o.alnist.map((cfdaNumber) => ({ cfdaNumber })),
          },
        });
      }
      json(res, 404, { errorcode: 404, msg: 'not found' });
    })().catch((error: unknown) => json(res, 500, { msg: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    opportunities,
    counts,
    malformedHits,
    throttle(after, n, seconds) {
      throttleFrom = after;
      throttleLeft = n;
      retryAfter = seconds;
    },
    slowNextDetail(ms) {
      slowMs = ms;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
