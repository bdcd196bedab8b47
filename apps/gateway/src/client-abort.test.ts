import { mkdtempSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { createLogger } from '@grantflow/service/logger';
import { closedPort } from '@grantflow/service/test-helpers';
import { createDiskStorage } from '@grantflow/storage/disk-storage';
import { newObjectKey } from '@grantflow/storage/keys';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildGateway } from './gateway.ts';

// A client that hangs up mid-upload must cost nothing behind the gateway: the service's request ends at once,
// so its temporary file is removed, its descriptor closed and the gateway's connection to it closed.

const MIB = 1024 * 1024;
const dir = mkdtempSync(join(tmpdir(), 'gateway-abort-'));
const webDist = join(dir, 'web');
writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Grantflow</title>');
const closers: (() => Promise<unknown>)[] = [];

afterAll(async () => {
  for (const close of closers) await close();
  rmSync(dir, { recursive: true, force: true });
});

function filesUnder(root: string): string[] {
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name));
  } catch {
    return [];
  }
}

/** This process's descriptors open on a file under `root` (the upstream runs in the test's process). */
function descriptorsUnder(root: string): string[] {
  return readdirSync('/proc/self/fd').flatMap((fd) => {
    try {
      const target = readlinkSync(`/proc/self/fd/${fd}`);
      return target.startsWith(root) ? [target] : [];
    } catch {
      return [];
    }
  });
}

function connectionsOf(server: FastifyInstance): Promise<number> {
  return new Promise((resolve, reject) =>
    server.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
  );
}

async function until(check: () => boolean | Promise<boolean>, tries = 500): Promise<void> {
  for (let i = 0; i < tries && !(await check()); i += 1) await delay(10);
}

/** A service storing each upload's body on disk as the api does, counting requests begun and uploads ended. */
async function uploadService(port = 0) {
  const root = join(dir, `files-${port}-${Math.random().toString(36).slice(2)}`);
  const storage = createDiskStorage({ root });
  const upstream = Fastify();
  let started = 0;
  let settled = 0;
  upstream.addHook('onRequest', async () => {
    started += 1;
  });
  upstream.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
  upstream.post('/graphql', async (request) => {
    const body = request.body as Readable;
    await storage
      .put(newObjectKey(7), body, { contentType: 'application/pdf', maxBytes: 100 * MIB })
      .finally(() => {
        settled += 1;
      });
    return { ok: true };
  });
  await upstream.listen({ port, host: '127.0.0.1' });
  closers.push(() => upstream.close());
  return {
    upstream,
    root,
    url: `http://127.0.0.1:${(upstream.server.address() as net.AddressInfo).port}`,
    started: () => started,
    settled: () => settled,
  };
}

async function gatewayFor(url: string): Promise<number> {
  const gateway = buildGateway({
    upstreams: { api: url, rest: url, importer: url, ai: url },
    webDist,
    logger: createLogger({ level: 'silent' }),
  });
  await gateway.listen({ port: 0, host: '127.0.0.1' });
  closers.unshift(() => gateway.close());
  return (gateway.server.address() as net.AddressInfo).port;
}

/** Opens an upload of 50 MiB (declared, or chunked) and sends its first `sendMib` MiB. */
async function startUpload(port: number, chunked: boolean, sendMib: number): Promise<net.Socket> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.on('error', () => undefined);
  const framing = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${50 * MIB}`;
  socket.write(
    `POST /graphql HTTP/1.1\r\nHost: gateway\r\nContent-Type: multipart/form-data; boundary=x\r\n${framing}\r\n\r\n`,
  );
  const piece = Buffer.alloc(MIB, 0x61);
  for (let sent = 0; sent < sendMib; sent += 1) {
    const bytes = chunked
      ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')])
      : piece;
    if (!socket.write(bytes)) await new Promise((resolve) => socket.once('drain', resolve));
  }
  return socket;
}

describe('a client abort at the gateway aborts the upload behind it', () => {
  it.each([
    ['with a declared length', false],
    ['sent chunked', true],
  ])(
    'an upload %s aborted after 30 MiB leaves no temp file, descriptor or connection',
    async (_name, chunked) => {
      const service = await uploadService();
      const port = await gatewayFor(service.url);
      const socket = await startUpload(port, chunked, 30);
      await until(() => filesUnder(service.root).some((file) => file.endsWith('.tmp')));
      expect(filesUnder(service.root).filter((file) => file.endsWith('.tmp'))).toHaveLength(1);
      expect(await connectionsOf(service.upstream)).toBe(1);

      socket.destroy();
      await until(() => service.settled() === 1);
      await until(async () => (await connectionsOf(service.upstream)) === 0);

      expect(service.settled()).toBe(1);
      expect(filesUnder(service.root)).toEqual([]);
      expect(descriptorsUnder(service.root)).toEqual([]);
      expect(await connectionsOf(service.upstream)).toBe(0);
    },
  );

  it('never sends a request whose client left while it waited for a restarting service', async () => {
    const upstreamPort = await closedPort();
    const port = await gatewayFor(`http://127.0.0.1:${upstreamPort}`);
    // The first request finds the service gone (503) and marks it down: the next one waits at the gate.
    const first = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: 'x',
    });
    expect(first.status).toBe(503);
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const query = JSON.stringify({ query: '{ slowReport { id } }' });
    socket.write(
      `POST /graphql HTTP/1.1\r\nHost: gateway\r\nContent-Type: application/json\r\nContent-Length: ${query.length}\r\n\r\n${query}`,
    );
    socket.destroy();
    const service = await uploadService(upstreamPort);
    // The gate probes every 100 ms; a request it let through would reach the service well within this.
    await until(() => service.started() > 0, 100);
    expect(service.started()).toBe(0);
    expect(await connectionsOf(service.upstream)).toBe(0);
  });
});
