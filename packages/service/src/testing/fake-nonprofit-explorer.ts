import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for ProPublica's Nonprofit Explorer API v2, speaking its documented protocol: GET
// /search.json?q= and GET /organizations/{ein}.json (404 for an unknown EIN or a search without matches).
// Tests can make the next answers 429 with Retry-After, slow, or failing. Data is made up here.

export interface FakeOrganization {
  ein: number;
  name: string;
  city: string;
  state: string;
  /** filings_with_data entries as the API sends them (malformed ones included on purpose by tests). */
  filings: unknown[];
}

export interface FakeNonprofitExplorer {
  url: string;
  requests: string[];
  organizations: Map<number, FakeOrganization>;
  /** The next `count` requests answer 429 with `Retry-After: seconds`. */
  throttleNext(count: number, seconds: number): void;
  /** The next request's headers come after `ms`. */
  delayNext(ms: number): void;
  /** Every request answers 503 until called with false. */
  failAll(failing: boolean): void;
  close(): Promise<void>;
}

/** A 990-PF filing in the API's shape (formtype 2). */
export const privateFoundationFiling = (year: number, revenue: number, assets: number, grants: number) => ({
  tax_prd: year * 100 + 12,
  tax_prd_yr: year,
  formtype: 2,
  pdf_url: `https://example.org/filings/${year}.pdf`,
  totrcptperbks: revenue,
  totassetsend: assets,
  contrpdpbks: grants,
});

/** A 990 filing in the API's shape (formtype 0). */
export const publicCharityFiling = (year: number, revenue: number, assets: number) => ({
  tax_prd: year * 100 + 6,
  tax_prd_yr: year,
  formtype: 0,
  pdf_url: null,
  totrevenue: revenue,
  totassetsend: assets,
});

export async function startFakeNonprofitExplorer(
  organizations: FakeOrganization[] = [],
): Promise<FakeNonprofitExplorer> {
  const byEin = new Map(organizations.map((org) => [org.ein, org]));
  const requests: string[] = [];
  let throttled = 0;
  let retryAfter = 0;
  let delay = 0;
  let failing = false;

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push(`${req.method} ${url.pathname}${url.search}`);
    const send = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    const answer = () => {
      if (failing) return send(503, { error: 'unavailable' });
      if (throttled > 0) {
        throttled -= 1;
        return send(429, { error: 'rate limited' }, { 'retry-after': String(retryAfter) });
      }
      if (url.pathname === '/search.json') {
        const query = (url.searchParams.get('q') ?? '').toLowerCase();
        const matches = [...byEin.values()].filter((org) => org.name.toLowerCase().includes(query));
        if (matches.length === 0) return send(404, { error: 'Not Found' });
        return send(200, {
          total_results: matches.length,
          num_pages: 1,
          cur_page: 0,
          organizations: matches.map((org) => ({
            ein: org.ein,
            strein: `${String(org.ein).padStart(9, '0').slice(0, 2)}-${String(org.ein).padStart(9, '0').slice(2)}`,
            name: org.name,
            sub_name: org.name,
            city: org.city,
            state: org.state,
            ntee_code: 'T20',
          })),
        });
      }
      const match = /^\/organizations\/(\d{1,9})\.json$/.exec(url.pathname);
      const org = match?.[1] ? byEin.get(Number(match[1])) : undefined;
      if (!org) return send(404, { error: 'Not Found' });
      return send(200, {
        organization: { ein: org.ein, name: org.name, city: org.city, state: org.state },
        filings_with_data: org.filings,
        filings_without_data: [],
      });
    };
    const wait = delay;
    delay = 0;
    if (wait > 0) setTimeout(answer, wait);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    organizations: byEin,
    throttleNext: (count, seconds) => {
      throttled = count;
      retryAfter = seconds;
    },
    delayNext: (ms) => {
      delay = ms;
    },
    failAll: (value) => {
      failing = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
