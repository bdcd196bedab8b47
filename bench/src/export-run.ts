import fs from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { median } from './stats.ts';

// The Excel exports end to end through the gateway, as the web's "Export to Excel" fetches them
// (GET /export/{list}.xlsx?organizationId=…&lang=en with the bearer token): time to the first byte, the total
// time, and the REST service's resident memory sampled while it streams. Shown against the targets, never asserted.

export const EXPORT_LISTS = ['grants', 'pipeline', 'funders'] as const;
export type ExportList = (typeof EXPORT_LISTS)[number];

export interface ExportResult {
  list: ExportList;
  /** Rows the file holds (the organisation's applications or funders). */
  rows: number;
  bytes: number;
  /** Medians over the runs (ms). */
  firstByteMs: number;
  totalMs: number;
  /** The REST service's RSS before the first run and its peak over the runs (bytes); null when not readable. */
  rssBeforeBytes: number | null;
  rssPeakBytes: number | null;
  errors: number;
  runs: number;
}

/** Targets (the words): 30,000 rows ≤ 3 s end to end, first byte ≤ 200 ms, memory flat. */
export const EXPORT_TARGETS = { msPer30000Rows: 3000, firstByteMs: 200, rssGrowthBytes: 100 * 1024 * 1024 };

/** The total-time target for a file of `rows` rows: 3 s per 30,000 rows, never under 3 s. */
export function exportTotalTargetMs(rows: number): number {
  return EXPORT_TARGETS.msPer30000Rows * Math.max(1, rows / 30_000);
}

const SLOW_EXPORT_MS = 30_000;

function rssOf(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = status.match(/^VmRSS:\s+(\d+) kB/m)?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

/** One export, read to its end: time to the first byte and in all, bytes, and whether it was a workbook. */
export async function oneExport(
  url: string,
  token: string,
): Promise<{ firstByteMs: number; totalMs: number; bytes: number; ok: boolean }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const reader = response.body?.getReader();
  let firstByteMs = Number.NaN;
  let bytes = 0;
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    if (bytes === 0 && value.length > 0) firstByteMs = performance.now() - started;
    bytes += value.length;
  }
  const type = response.headers.get('content-type') ?? '';
  return {
    firstByteMs,
    totalMs: performance.now() - started,
    bytes,
    ok: response.status === 200 && type.includes('spreadsheetml') && bytes > 0,
  };
}

/** Exports each list `runs` times for the organisation, sampling the REST service's RSS every 20 ms. */
export async function runExports(options: {
  gatewayUrl: string;
  token: string;
  organizationId: number;
  restPid: () => number | undefined;
  rows: Record<ExportList, number>;
  runs: number;
  lists?: readonly ExportList[];
  log: (line: string) => void;
}): Promise<ExportResult[]> {
  const results: ExportResult[] = [];
  for (const list of options.lists ?? EXPORT_LISTS) {
    const url = `${options.gatewayUrl}/export/${list}.xlsx?organizationId=${options.organizationId}&lang=en`;
    const rssBeforeBytes = rssOf(options.restPid());
    let rssPeakBytes = rssBeforeBytes;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const rss = rssOf(options.restPid());
        if (rss !== null) rssPeakBytes = Math.max(rssPeakBytes ?? 0, rss);
        await delay(20);
      }
    })();
    const firstBytes: number[] = [];
    const totals: number[] = [];
    let bytes = 0;
    let errors = 0;
    let runs = 0;
    for (; runs < options.runs; runs += 1) {
      const one = await oneExport(url, options.token).catch(() => null);
      if (!one?.ok) {
        errors += 1;
        continue;
      }
      firstBytes.push(one.firstByteMs);
      totals.push(one.totalMs);
      bytes = one.bytes;
      // Far past its target one run says enough; repeating it would take the bench's time.
      if (one.totalMs > SLOW_EXPORT_MS) {
        runs += 1;
        break;
      }
    }
    sampling = false;
    await sampler;
    const result: ExportResult = {
      list,
      rows: options.rows[list],
      bytes,
      firstByteMs: median(firstBytes),
      totalMs: median(totals),
      rssBeforeBytes,
      rssPeakBytes,
      errors,
      runs,
    };
    options.log(
      `  export ${list}: ${result.rows} rows, first byte ${Math.round(result.firstByteMs)} ms, total ${Math.round(result.totalMs)} ms, errors ${errors}`,
    );
    results.push(result);
  }
  return results;
}
