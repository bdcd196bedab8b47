import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { routeJavaScript, type ViteManifest } from './manifest.ts';

// Issue 9 item 3, the measuring side: the login route's gzipped JavaScript (from Vite's manifest) and
// Lighthouse's performance score on two signed-in pages. Reported against the budgets, never asserted.

export const LOGIN_ROUTE_SOURCE = 'src/features/auth/components/login-page.tsx';
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
  const files = routeJavaScript(manifest, LOGIN_ROUTE_SOURCE);
  const bytes = files.reduce(
    (sum, file) => sum + zlib.gzipSync(fs.readFileSync(path.join(outDir, file))).length,
    0,
  );
  return { bytes, files };
}

/** Lighthouse performance (0–1) of each page, signed in with the session cookie the web app sets. */
export async function lighthouseScores(
  baseUrl: string,
  token: string,
  pages: Record<string, string>,
  log: (line: string) => void,
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
      await page.setCookie({ name: 'token', value: token, url: baseUrl });
      const result = await lighthouse(
        `${baseUrl}${pagePath}`,
        { output: 'json', onlyCategories: ['performance'], disableStorageReset: true, logLevel: 'error' },
        undefined,
        page,
      );
      scores[name] = result?.lhr.categories.performance?.score ?? null;
      // The final URL shows whether the page stayed signed in (a /login here would score the wrong page).
      const shown = scores[name] === null ? 'no score' : Math.round((scores[name] ?? 0) * 100);
      log(`  Lighthouse ${name}: ${shown} (${result?.lhr.finalDisplayedUrl ?? '?'})`);
      await page.close();
    }
  } finally {
    await browser.close();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
  return scores;
}
