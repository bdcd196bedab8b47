import { Agent, get, type IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.ts';
import { runServer } from './run-server.ts';
import { createServer } from './server.ts';

describe('runServer shutdown', () => {
  it('finishes in-flight requests, refuses new ones, then runs the close hooks', async () => {
    const app = createServer({ logger: createLogger({ level: 'silent' }) });
    const events: string[] = [];
    let entered: () => void = () => undefined;
    const slowEntered = new Promise<void>((resolve) => {
      entered = resolve;
    });
    app.get('/slow', async () => {
      entered();
      await new Promise((resolve) => setTimeout(resolve, 400));
      events.push('slow done');
      return { done: true };
    });
    app.get('/fast', async () => ({ fast: true }));

    const server = await runServer(app, {
      port: 0,
      host: '127.0.0.1',
      // Signal handlers installed as in production; shutdown() removes them again.
      onClose: [() => events.push('pool ended')],
    });
    expect((await fetch(`${server.url}/fast`)).status).toBe(200);

    const inFlight = fetch(`${server.url}/slow`);
    await slowEntered;
    const stopped = server.shutdown();

    const late = await fetch(`${server.url}/fast`).then(
      (response) => response.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(late);

    const slow = await inFlight;
    expect(slow.status).toBe(200);
    expect(await slow.json()).toEqual({ done: true });

    await stopped;
    expect(events).toEqual(['slow done', 'pool ended']);
  });

  it('closes kept-alive connections after their last response instead of waiting for the client', async () => {
    const app = createServer({ logger: createLogger({ level: 'silent' }) });
    let entered: () => void = () => undefined;
    const slowEntered = new Promise<void>((resolve) => {
      entered = resolve;
    });
    app.get('/slow', async () => {
      entered();
      await new Promise((resolve) => setTimeout(resolve, 200));
      return { done: true };
    });
    const server = await runServer(app, { port: 0, host: '127.0.0.1', handleSignals: false });
    const { port } = new URL(server.url);
    // An agent that would keep the socket for 60 s if the server let it.
    const agent = new Agent({ keepAlive: true, keepAliveMsecs: 60_000 });
    const response = new Promise<IncomingMessage>((resolve) => {
      get({ host: '127.0.0.1', port, path: '/slow', agent }, resolve);
    });
    await slowEntered;
    const started = Date.now();
    await Promise.all([server.shutdown(), response.then((res) => res.resume())]);
    const res = await response;
    expect(res.statusCode).toBe(200);
    expect(res.headers.connection).toBe('close');
    expect(Date.now() - started).toBeLessThan(2000);
    agent.destroy();
  });
});
