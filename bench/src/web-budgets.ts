import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { classicScripts, routeJavaScript, type ViteManifest } from './manifest.ts';
import { alternate, median, medianScore } from './stats.ts';

// The web budgets, the measuring side: the login route's gzipped JavaScript (from Vite's manifest) and
// Lighthouse's performance score on two signed-in pages. Reported against the budgets, never asserted.

export const LOGIN_ROUTE_SOURCE = 'src/features/auth/components/login-page.tsx';
/**
 * Lazily loaded chunks a first visit of the login page fetches as well: the English catalogue (the
 * browser Lighthouse drives asks for English). Counted when the build has it as a chunk of its own.
 */
export const LOGIN_ALSO_LOADED = ['src/i18n/locales/en.ts'];
/** The gateway's session cookie (`SESSION_COOKIE` of @grantflow/service/session-cookie). */
const SESSION_COOKIE = 'grantflow_session';
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Builds the web app into `outDir` with a manifest (the product's build config is left as it is). */
export function buildWeb(rootDir: string, outDir: string): ViteManifest {
  const webDir = path.join(rootDir, 'apps', 'web');
  const vite = path.join(webDir, 'node_modules', '.bin', 'vite');
  execFileSync(vite, ['build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: webDir,
    stdio: 'inherit',
  });
  return JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as ViteManifest;
}

/**
 * Gzipped bytes (zlib's default level, as Vite reports) of the JavaScript the login route loads: its chunks
 * and the page's own classic scripts.
 */
export function loginJavaScript(manifest: ViteManifest, outDir: string): { bytes: number; files: string[] } {
  const page = classicScripts(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8'));
  const files = [...routeJavaScript(manifest, LOGIN_ROUTE_SOURCE, LOGIN_ALSO_LOADED), ...page];
  const bytes = files.reduce(
    (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(outDir, file))).length,
    0,
  );
  return { bytes, files };
}

type Browser = Awaited<ReturnType<typeof import('puppeteer-core')['launch']>>;
type LighthouseReport = NonNullable<Awaited<ReturnType<typeof import('lighthouse')['default']>>>['lhr'];

/**
 * Why Lighthouse itself could not score a load (its runtime error code, such as NO_FCP or PROTOCOL_TIMEOUT),
 * or null when it could. Such a load says nothing about the page and is taken again; a load that left the
 * signed-in page is not (that is the page's doing, and the page gets no score).
 */
export function lighthouseFailure(
  report: Pick<LighthouseReport, 'runtimeError'> | null | undefined,
): string | null {
  if (!report) return 'NO_RESULT';
  return report.runtimeError?.code ?? null;
}

/** How often one load is taken again after Lighthouse failed on it. */
const LIGHTHOUSE_RETRIES = 1;

/** One cold, signed-in load of a page under Lighthouse: its score (null when it did not stay signed in). */
async function scorePage(
  browser: Browser,
  baseUrl: string,
  token: string,
  name: string,
  pagePath: string,
  log: (line: string) => void,
): Promise<{ score: number | null; report: LighthouseReport | null; failure: string | null }> {
  const { default: lighthouse } = await import('lighthouse');
  const page = await browser.newPage();
  try {
    // Signed in as the web app is after its sign-in: the session in the gateway's HttpOnly
    // cookie (@grantflow/service/session-cookie) and the app's own "signed in" marker in localStorage
    // (apps/web src/lib/session-marker.ts), without which the app does not ask for the current user.
    await page.setCookie({
      name: SESSION_COOKIE,
      value: token,
      url: baseUrl,
      httpOnly: true,
      secure: true,
    });
    await page.goto(`${baseUrl}/health`);
    await page.evaluate("localStorage.setItem('signedIn', '1')");
    // A cold load every time: storage is kept (disableStorageReset, for the session cookie), so the HTTP
    // cache the previous load filled is emptied here; otherwise the next load reuses its chunks.
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCache');
    await cdp.detach();
    const result = await lighthouse(
      `${baseUrl}${pagePath}`,
      { output: 'json', onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error' },
      undefined,
      page,
    );
    // Signed in? The guard sends a signed-out visitor to / and on to /login, so a page that ends
    // anywhere but where it started, or without the app header, scored the wrong page: no score.
    const finalPath = new URL(result?.lhr.finalDisplayedUrl ?? baseUrl).pathname;
    const signedIn = await page
      .waitForSelector('header a[href="/dashboard"], header nav', { timeout: 15_000 })
      .then(() => true)
      .catch(() => false);
    const stayed = finalPath === pagePath && signedIn && new URL(page.url()).pathname === pagePath;
    const score = stayed ? (result?.lhr.categories.performance?.score ?? null) : null;
    const audits = result?.lhr.audits ?? {};
    const metric = (id: string) => audits[id]?.displayValue ?? '?';
    const failure = lighthouseFailure(result?.lhr);
    const shown = failure
      ? `no score (Lighthouse: ${failure})`
      : score === null
        ? 'no score'
        : Math.round(score * 100);
    log(
      `  Lighthouse ${name}: ${shown} (${result?.lhr.finalDisplayedUrl ?? '?'}, ${stayed ? 'signed in' : 'NOT signed in'}; ` +
        `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, ` +
        `TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')})`,
    );
    return { score, report: result?.lhr ?? null, failure };
  } finally {
    await page.close();
  }
}

export interface LighthouseScores {
  /** Each page's median score (0–1), null when any of its runs did not stay signed in. */
  scores: Record<string, number | null>;
  /** Each page's score in every run. */
  runs: Record<string, (number | null)[]>;
  /**
   * The median of Lighthouse's CPU benchmark of this machine over every load (`environment.benchmarkIndex`),
   * null when no load reported it. The fixed 4× slowdown applies to whatever this machine is, so scores are
   * compared on one machine only; the index names the machine and does not predict its score.
   */
  benchmarkIndex: number | null;
}

/**
 * Lighthouse performance of each page, `runs` cold loads each (pages alternated between runs), signed in
 * with the session cookie the web app sets. One load's score moves by up to twenty points between runs of the
 * same build (bench/README.md), so the budget is read from the median; the report of the run nearest it is kept.
 * A load Lighthouse itself failed on is taken again once (`lighthouseFailure`).
 */
export async function lighthouseScores(
  baseUrl: string,
  token: string,
  pages: Record<string, string>,
  log: (line: string) => void,
  options: { runs: number; reportDir?: string },
): Promise<LighthouseScores> {
  const puppeteer = await import('puppeteer-core');
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_FLAGS, `--user-data-dir=${userDataDir}`],
    headless: true,
  });
  const names = Object.keys(pages);
  const runs: Record<string, (number | null)[]> = Object.fromEntries(names.map((name) => [name, []]));
  const reports: Record<string, (LighthouseReport | null)[]> = Object.fromEntries(
    names.map((name) => [name, []]),
  );
  try {
    for (let run = 0; run < options.runs; run++) {
      for (const [name, pagePath] of alternate(Object.entries(pages), run)) {
        let load = await scorePage(browser, baseUrl, token, name, pagePath, log);
        for (let retry = 0; load.failure && retry < LIGHTHOUSE_RETRIES; retry++) {
          log(`  Lighthouse ${name}: the load failed in Lighthouse (${load.failure}), taken again`);
          load = await scorePage(browser, baseUrl, token, name, pagePath, log);
        }
        const { score, report } = load;
        runs[name]?.push(score);
        reports[name]?.push(report);
      }
    }
  } finally {
    await browser.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
  const scores: Record<string, number | null> = {};
  for (const [name, pagePath] of Object.entries(pages)) {
    const pageRuns = runs[name] ?? [];
    scores[name] = medianScore(pageRuns);
    // The full report, for what to fix: bench/results/lighthouse-<page>.json (the run nearest the median).
    const nearest = nearestRun(pageRuns, scores[name]);
    const report = reports[name]?.[nearest];
    if (options.reportDir && report) {
      const file = path.join(options.reportDir, `lighthouse-${pagePath.replace(/\W+/g, '') || 'root'}.json`);
      fs.writeFileSync(file, JSON.stringify(report));
    }
  }
  const indexes = Object.values(reports)
    .flat()
    .map((report) => report?.environment.benchmarkIndex)
    .filter((index): index is number => typeof index === 'number' && index > 0);
  return { scores, runs, benchmarkIndex: indexes.length > 0 ? median(indexes) : null };
}

/** The index of the run whose score is nearest the median (the first run when there is no median). */
function nearestRun(runs: readonly (number | null)[], target: number | null): number {
  if (target === null) return 0;
  let best = 0;
  runs.forEach((score, index) => {
    if (score !== null && Math.abs(score - target) < Math.abs((runs[best] ?? 0) - target)) best = index;
  });
  return best;
}
