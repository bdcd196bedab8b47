import {
  type FilingCandidate,
  type FilingFormType,
  type FilingsProvider,
  FilingsProviderUnavailableError,
  type PublicFiling,
} from '@grantflow/use-cases/funder-filings/filings-provider';
import { guardedFetch } from '../outbound/guarded-fetch.ts';
import { type RetryPolicy, throttledFetch } from '../outbound/throttle.ts';
import type { NonprofitExplorerEnv } from './config.ts';
import {
  type FilingWire,
  filingWire,
  organizationAnswerWire,
  searchAnswerWire,
  searchOrganizationWire,
} from './wire.ts';

// ProPublica's Nonprofit Explorer API v2 (docs/architecture.md, Funder research): GET search.json?q= and
// GET organizations/{ein}.json, behind the drives' SSRF guard and throttle (429 waits out Retry-After). An
// entry that does not match the documented shape is logged and skipped; any other failure is
// FilingsProviderUnavailableError, so the caller shows "cannot be reached".

export interface NonprofitExplorerOptions {
  env: NonprofitExplorerEnv;
  log: { warn: (details: object, message: string) => void };
  throttle?: RetryPolicy;
  /** No headers within this time → unavailable (default 15 s). */
  timeoutMs?: number;
}

const FORM_TYPES: Record<number, FilingFormType> = { 0: '990', 1: '990EZ', 2: '990PF' };
const QUICK_RETRIES: RetryPolicy = { attempts: 3, baseDelayMs: 500, maxDelayMs: 10_000 };

const einOf = (value: number | string) => String(value).padStart(9, '0');

export function toPublicFiling(filing: FilingWire, fallbackUrl: string): PublicFiling {
  const formType = FORM_TYPES[filing.formtype ?? 0] ?? '990';
  const privateFoundation = formType === '990PF';
  return {
    year: filing.tax_prd_yr,
    formType,
    revenue: (privateFoundation ? (filing.totrcptperbks ?? filing.totrevenue) : filing.totrevenue) ?? null,
    assets: filing.totassetsend ?? null,
    grantsPaid: privateFoundation ? (filing.contrpdpbks ?? null) : null,
    sourceUrl: filing.pdf_url || fallbackUrl,
  };
}

export function createNonprofitExplorerClient(options: NonprofitExplorerOptions): FilingsProvider {
  const base = options.env.PROPUBLICA_API_URL.replace(/\/+$/, '');
  const fetcher = throttledFetch(
    guardedFetch({
      allowedHosts: [new URL(base).hostname.toLowerCase()],
      allowLoopback: options.env.PROVIDERS_ALLOW_LOOPBACK,
      headersTimeoutMs: options.timeoutMs ?? 15_000,
    }),
    options.throttle ?? QUICK_RETRIES,
  );

  async function getJson(url: string): Promise<unknown | null> {
    let response: Response;
    try {
      response = await fetcher(url, { headers: { accept: 'application/json' } });
    } catch (error) {
      options.log.warn({ err: error, url }, 'nonprofit explorer request failed');
      throw new FilingsProviderUnavailableError('the provider could not be reached', { cause: error });
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      options.log.warn({ status: response.status, url }, 'nonprofit explorer answered with an error');
      throw new FilingsProviderUnavailableError(`the provider answered ${response.status}`);
    }
    try {
      return await response.json();
    } catch (error) {
      throw new FilingsProviderUnavailableError('the provider sent no JSON', { cause: error });
    }
  }

  function kept<T>(entries: unknown[], parse: (entry: unknown) => T | null, what: string): T[] {
    const out: T[] = [];
    for (const [index, entry] of entries.entries()) {
      const value = parse(entry);
      if (value === null) options.log.warn({ index }, `nonprofit explorer ${what} skipped: unexpected shape`);
      else out.push(value);
    }
    return out;
  }

  return {
    async search(query) {
      const url = `${base}/search.json?q=${encodeURIComponent(query)}`;
      // A search without matches answers 404 on this API.
      const answer = searchAnswerWire.safeParse((await getJson(url)) ?? { organizations: [] });
      if (!answer.success)
        throw new FilingsProviderUnavailableError('the search answer has an unexpected shape');
      return kept<FilingCandidate>(
        answer.data.organizations,
        (entry) => {
          const parsed = searchOrganizationWire.safeParse(entry);
          if (!parsed.success) return null;
          const { ein, name, city, state } = parsed.data;
          return { ein: einOf(ein), name, city: city ?? null, state: state ?? null };
        },
        'organization',
      );
    },
    async filings(ein) {
      const url = `${base}/organizations/${encodeURIComponent(ein)}.json`;
      const body = await getJson(url);
      if (body === null) return null;
      const answer = organizationAnswerWire.safeParse(body);
      if (!answer.success)
        throw new FilingsProviderUnavailableError('the organization answer has an unexpected shape');
      const page = `https://projects.propublica.org/nonprofits/organizations/${ein}`;
      return kept<PublicFiling>(
        answer.data.filings_with_data,
        (entry) => {
          const parsed = filingWire.safeParse(entry);
          return parsed.success ? toPublicFiling(parsed.data, page) : null;
        },
        'filing',
      );
    },
  };
}
