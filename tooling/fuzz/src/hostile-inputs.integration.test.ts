import { Writable } from 'node:stream';
import { createLogger } from '@grantflow/service/logger';
import { createFixture, type FixtureHandle } from '@grantflow/tenant-isolation/src/fixture.ts';
import { type Services, startServices } from '@grantflow/tenant-isolation/src/services.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileInputs } from './hostile-inputs.ts';
import { judgeAnswer, judgeLogLine } from './judge.ts';

// The fixed hostile inputs (hostile-inputs.ts) against every service in-process, anonymous and signed in:
// each must get its coded refusal, judged like the random inputs (no INTERNAL, no 5xx, no stack or SQL,
// no error-level log line).

const logLines: string[] = [];
const destination = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n')) if (line.trim() !== '') logLines.push(line);
    done();
  },
});

let handle: FixtureHandle;
let services: Services;

beforeAll(async () => {
  handle = await createFixture();
  services = await startServices(handle, {
    logger: createLogger({ level: 'warn', destination }),
    noSlowDown: true,
  });
});

afterAll(async () => {
  await services?.close();
  await handle?.close();
});

function codeOf(body: string): unknown {
  const parsed = JSON.parse(body) as { code?: unknown; errors?: { extensions?: { code?: unknown } }[] };
  return parsed.errors?.[0]?.extensions?.code ?? parsed.code;
}

describe('fixed hostile inputs', () => {
  it('refuses the fragment fan-out and deeply nested JSON with their codes on every service', async () => {
    const user = await handle.token(handle.fx.users.userOfA);
    const failures: string[] = [];
    let sent = 0;
    for (const { request, code } of hostileInputs(services.routes)) {
      for (const token of [null, user]) {
        const app = request.app === 'api' ? services.api : services.rest[request.app];
        const headers: Record<string, string> = {
          'content-type': 'application/json',
          'grantflow-error-codes': '1',
        };
        if (token) headers.authorization = `Bearer ${token}`;
        const payload = request.raw ? String(request.body) : JSON.stringify(request.body);
        const answer = await app.inject({
          method: request.method as 'POST',
          url: request.url,
          headers,
          payload,
        });
        sent += 1;
        const verdict = judgeAnswer(request, { status: answer.statusCode, body: answer.body });
        const got = codeOf(answer.body);
        if (verdict || got !== code) {
          failures.push(
            `${request.target} (${token ? 'user' : 'anonymous'}): ${verdict ?? `${answer.statusCode} ${String(got)}`}`,
          );
        }
      }
    }
    expect(sent).toBeGreaterThan(20);
    expect(failures.slice(0, 15), `${failures.length} bad answers`).toEqual([]);
    expect(logLines.flatMap((line) => judgeLogLine(line) ?? [])).toEqual([]);
  });
});
