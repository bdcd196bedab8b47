import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { ok } from './envelope.ts';
import { ERROR_CODES_HEADER } from './errors.ts';
import { JSON_NESTING_LIMIT, nestsDeeperThan } from './json-body.ts';
import { createLogger } from './logger.ts';
import { createServer } from './server.ts';

const logLines: { level: number; msg?: string }[] = [];
const destination = new Writable({
  write(chunk, _encoding, done) {
    for (const line of String(chunk).split('\n')) if (line.trim() !== '') logLines.push(JSON.parse(line));
    done();
  },
});

const app = createServer({ logger: createLogger({ level: 'info', destination }) });
app.post('/echo', async (request) => ok(request.body));

const nestedArrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const nestedObjects = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

const post = (payload: string) =>
  app.inject({
    method: 'POST',
    url: '/echo',
    headers: { 'content-type': 'application/json', [ERROR_CODES_HEADER]: '1' },
    payload,
  });

describe('JSON nesting', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestsDeeperThan(nestedArrays(3), 3)).toBe(false);
    expect(nestsDeeperThan(nestedArrays(4), 3)).toBe(true);
    expect(nestsDeeperThan(nestedObjects(4), 3)).toBe(true);
    expect(nestsDeeperThan('[[["[[[[", "\\"[[[["]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[],[],[],[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[],[],[],[[[]]]]', 3)).toBe(true);
  });

  it.each([
    ['arrays', 5_000, nestedArrays],
    ['objects', 5_000, nestedObjects],
    ['arrays', 500_000, nestedArrays],
  ])(
    'answers a body of %s nested %i levels deep with a coded 400, logging no error',
    async (_kind, levels, build) => {
      logLines.length = 0;
      const response = await post(build(levels));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        status: 400,
        data: null,
        code: 'JSON_TOO_DEEP',
        params: { limit: JSON_NESTING_LIMIT },
      });
      expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
    },
  );

  it('parses a body at the limit as before', async () => {
    const response = await post(nestedObjects(JSON_NESTING_LIMIT));
    expect(response.statusCode).toBe(200);
  });

  it('still refuses prototype poisoning and broken JSON', async () => {
    expect((await post('{"__proto__": {"admin": true}}')).statusCode).toBe(400);
    expect((await post('{"a": ')).statusCode).toBe(400);
  });
});
