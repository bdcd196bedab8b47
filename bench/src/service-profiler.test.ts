import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const preload = pathToFileURL(path.join(import.meta.dirname, 'service-profiler.mjs')).href;
let directory = '';

afterEach(() => {
  if (directory) fs.rmSync(directory, { recursive: true, force: true });
});

/** Runs a stand-in for `apps/api/dist/main.js` with the preload, as `--profile` starts the services. */
function runService(profileDir: string | null): void {
  directory = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-profile-'));
  const entry = path.join(directory, 'apps', 'api', 'dist', 'main.js');
  fs.mkdirSync(path.dirname(entry), { recursive: true });
  // Busy for a moment, as a service under load is.
  fs.writeFileSync(entry, 'let x = 0; for (let i = 0; i < 2e7; i++) x += i % 7; console.log(x > 0);');
  const { BENCH_PROFILE_DIR: _inherited, ...env } = process.env;
  execFileSync(process.execPath, [entry], {
    env: {
      ...env,
      NODE_OPTIONS: `--import=${preload}`,
      ...(profileDir === null ? {} : { BENCH_PROFILE_DIR: path.join(directory, profileDir) }),
    },
    stdio: 'ignore',
  });
}

describe('service profiler (--profile)', () => {
  it('writes the service’s CPU profile, named for the service, when the process exits', () => {
    runService('profiles');
    const files = fs.readdirSync(path.join(directory, 'profiles'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^api-\d+\.cpuprofile$/);
    const profile = JSON.parse(fs.readFileSync(path.join(directory, 'profiles', files[0] ?? ''), 'utf8')) as {
      nodes: { callFrame: { functionName: string } }[];
      samples: number[];
    };
    expect(profile.samples.length).toBeGreaterThan(10);
    expect(profile.nodes.some((node) => node.callFrame.functionName === '(root)')).toBe(true);
  });

  it('profiles nothing without BENCH_PROFILE_DIR', () => {
    runService(null);
    const found = fs.readdirSync(directory, { recursive: true }).map(String);
    expect(found.filter((file) => file.endsWith('.cpuprofile'))).toEqual([]);
  });
});
