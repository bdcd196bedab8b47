import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import { runServer } from './run-server.ts';
import { createServer } from './server.ts';

// A draining server must not close an idle kept-alive connection under a client
// that is just sending on it (the request would be lost, and the client could not tell whether it ran).

function connect(port: number): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Sends one request and reads its whole answer (the fixed-length JSON of these routes). */
function ask(socket: net.Socket, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const onData = (chunk: Buffer) => {
      answer += chunk.toString();
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? Number.NaN);
      if (body.length >= length) {
        socket.off('data', onData);
        resolve(answer);
      }
    };
    socket.on('data', onData);
    socket.once('error', reject);
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`);
  });
}

async function refused(port: number): Promise<boolean> {
  return connect(port).then(
    (socket) => {
      socket.destroy();
      return false;
    },
    (error: NodeJS.ErrnoException) => error.code === 'ECONNREFUSED',
  );
}

describe('runServer drain of idle kept-alive connections', () => {
  it('refuses new connections but answers a request on an idle one with 503 and Connection: close, never a reset', async () => {
    const app = createServer({ logger: createLogger({ level: 'silent' }) });
    app.get('/fast', async () => ({ fast: true }));
    // A grace far longer than the test: the connection must end because of the answer, not a timer.
    const server = await runServer(app, {
      port: 0,
      host: '127.0.0.1',
      handleSignals: false,
      idleGraceMs: 60_000,
    });
    const port = Number(new URL(server.url).port);
    const socket = await connect(port);
    expect(await ask(socket, '/fast')).toMatch(/^HTTP\/1\.1 200/);
    const ended = new Promise<string>((resolve) => {
      socket.once('end', () => resolve('end'));
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });

    const stopped = server.shutdown();
    while (!(await refused(port))) await new Promise((resolve) => setImmediate(resolve));
    // The idle connection is still open: the request sent on it gets the closing answer.
    const answer = await ask(socket, '/fast');
    expect(answer).toMatch(/^HTTP\/1\.1 503/);
    expect(answer.toLowerCase()).toContain('connection: close');
    expect(answer.toLowerCase()).not.toContain('x-request-id');
    expect(await ended).toBe('end');
    await stopped;
  });

  it('closes a connection its client leaves idle once the grace is over, and then stops', async () => {
    const app = createServer({ logger: createLogger({ level: 'silent' }) });
    app.get('/fast', async () => ({ fast: true }));
    const server = await runServer(app, {
      port: 0,
      host: '127.0.0.1',
      handleSignals: false,
      idleGraceMs: 100,
    });
    const socket = await connect(Number(new URL(server.url).port));
    expect(await ask(socket, '/fast')).toMatch(/^HTTP\/1\.1 200/);
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => undefined);
    await server.shutdown();
    await closed;
    expect(socket.destroyed).toBe(true);
  });
});
