import net from 'node:net';
import { Writable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import { createServer } from './server.ts';

// A caller that hangs up mid-request is routine (the benchmark's load tests ended with a burst of them): the
// failure it causes is an info line, while a failure with the caller still there stays an error.
function serverWithCapturedLog() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(JSON.parse(String(chunk)));
      callback();
    },
  });
  const app = createServer({ logger: createLogger({ service: 'test', level: 'info', destination }) });
  let failNow: (() => void) | undefined;
  app.get('/slow', async () => {
    await new Promise<void>((resolve) => {
      failNow = resolve;
    });
    throw new Error('upstream answer lost');
  });
  return { app, lines, started: () => failNow !== undefined, fail: () => failNow?.() };
}

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i += 1) await delay(10);
}

describe('a caller that hangs up', () => {
  it('logs the failure it causes at info, as the caller leaving, and answers nobody', async () => {
    const { app, lines, started, fail } = serverWithCapturedLog();
    await app.listen({ host: '127.0.0.1', port: 0 });
    close = () => app.close();
    const { port } = app.server.address() as net.AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write('GET /slow HTTP/1.1\r\nHost: x\r\n\r\n');
    await until(started);
    socket.destroy();
    await delay(50);
    fail();
    await until(() => lines.some((line) => line.msg === 'caller closed the connection'));
    const line = lines.find((l) => l.msg === 'caller closed the connection');
    expect(line).toMatchObject({ level: 30, err: { message: 'upstream answer lost' } });
    expect(lines.filter((l) => Number(l.level) >= 50)).toEqual([]);
  });

  it('keeps an error an error while the caller waits for its answer', async () => {
    const { app, lines, started, fail } = serverWithCapturedLog();
    const answer = app.inject({ method: 'GET', url: '/slow' });
    await until(started);
    fail();
    const response = await answer;
    expect(response.statusCode).toBe(500);
    expect(lines.find((l) => l.msg === 'unexpected error')).toMatchObject({ level: 50 });
  });
});
