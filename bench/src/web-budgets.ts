import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { routeJavaScript, type ViteManifest } from './manifest.ts';

// Issue 9 item 3, the measuring side: the login route's gzipped JavaScript (from Vite's manifest) and
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

/** Gzipped bytes (zlib's default level, as Vite reports) of the JavaScript the login route loads. */
export function loginJavaScript(manifest: ViteManifest, outDir: string): { bytes: number; files: string[] } {
  const files = routeJavaScript(manifest, LOGIN_ROUTE_SOURCE, LOGIN_ALSO_LOADED);
  const bytes = files.reduce(
    (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(outDir, file))).length,
    0,
  );
  return { bytes, files };
}

/**
 * Lighthouse performance (0–1) of each page, signed in with the session cookie the web app sets; null
 * when the page did not stay signed in (it ended elsewhere or without the app's header).
 */
export async function lighthouseScores(
  baseUrl: string,
  token: string,
  pages: Record<string, string>,
  log: (line: string) => void,
  reportDir?: string,
): Promise<Record<string, number | null>> {
  const { default: lighthouse } = await import('lighthouse');
  const puppeteer = await import('puppeteer-core');
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'));
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_FLAGS, `--user-data-dir=${userDataDir}`],
    headless: true,
  });
  const scores: Record<string, number | null> = {};
  try {
    for (const [name, pagePath] of Object.entries(pages)) {
      const page = await browser.newPage();
      // Signed in as the web app is after its sign-in (issue 12): the session in the gateway's HttpOnly
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
      // A cold load for each page: storage is kept (disableStorageReset, for the session cookie), so the
      // HTTP cache the previous page filled is emptied here; otherwise the second page reuses its chunks.
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
      scores[name] = stayed ? (result?.lhr.categories.performance?.score ?? null) : null;
      const audits = result?.lhr.audits ?? {};
      const metric = (id: string) => audits[id]?.displayValue ?? '?';
      const shown = scores[name] === null ? 'no score' : Math.round((scores[name] ?? 0) * 100);
      log(
        `  Lighthouse ${name}: ${shown} (${result?.lhr.finalDisplayedUrl ?? '?'}, ${stayed ? 'signed in' : 'NOT signed in'}; ` +
          `FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, ` +
          `TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')})`,
      );
      // The full report, for what to fix: bench/results/lighthouse-<page>.json.
      if (reportDir && result) {
        const file = path.join(reportDir, `lighthouse-${pagePath.replace(/\W+/g, '') || 'root'}.json`);
        fs.writeFileSync(file, JSON.stringify(result.lhr));
      }
      await page.close();
    }
  } finally {
    await browser.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
  return scores;
}
