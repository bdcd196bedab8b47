import { describe, expect, it } from 'vitest';
import { ok } from './envelope.ts';
import { ERROR_CODES_HEADER } from './errors.ts';
import { HttpError } from './http-error.ts';
import { createLogger } from './logger.ts';
import { createServer } from './server.ts';

const app = createServer({ logger: createLogger({ level: 'silent' }) });
app.get('/boom', async () => {
  throw new Error('database password is hunter2');
});
app.get('/known', async () => {
  throw new HttpError(409, 'Program name already taken');
});
app.post('/validated', { schema: { body: { type: 'object', required: ['name'] } } }, async () => ok(true));
app.get('/fine', async () => ok({ value: 1 }));

describe('createServer', () => {
  it('answers unexpected errors generically, without a stack trace', async () => {
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: 500, error: 'Something went wrong', data: null });
    expect(response.body).not.toContain('hunter2');
    expect(response.body).not.toMatch(/at .*\.ts/);
  });

  it('keeps the status and message of known errors', async () => {
    const response = await app.inject({ method: 'GET', url: '/known' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ status: 409, error: 'Program name already taken', data: null });
  });

  it('reports validation failures as 400', async () => {
    const response = await app.inject({ method: 'POST', url: '/validated', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, data: null });
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/nope?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, error: 'No route for GET /nope', data: null });
  });

  it('wraps data in the envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/fine' });
    expect(response.json()).toEqual({ status: 200, error: null, data: { value: 1 } });
  });

  it('echoes a caller request id and generates one otherwise', async () => {
    const passed = await app.inject({ method: 'GET', url: '/fine', headers: { 'x-request-id': 'abc-123' } });
    expect(passed.headers['x-request-id']).toBe('abc-123');
    const generated = await app.inject({ method: 'GET', url: '/fine' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const forged = await app.inject({ method: 'GET', url: '/fine', headers: { 'x-request-id': 'a\nb' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('coded error envelopes', () => {
  const coded = createServer({
    logger: createLogger({ level: 'silent' }),
    mapError: (error) =>
      error instanceof HttpError && error.statusCode === 422
        ? {
            status: 400,
            message: 'Maximum of 300 characters',
            codes: { code: 'VALIDATION', issue: { code: 'MAX_LENGTH', params: { limit: 300 } } },
          }
        : null,
  });
  coded.get('/mapped', async () => {
    throw new HttpError(422, 'x');
  });
  coded.get('/boom', async () => {
    throw new Error('internal');
  });
  const ask = { [ERROR_CODES_HEADER]: '1' };

  it('adds the codes for a client that asks', async () => {
    const response = await coded.inject({ method: 'GET', url: '/mapped', headers: ask });
    expect(response.json()).toEqual({
      status: 400,
      error: 'Maximum of 300 characters',
      data: null,
      code: 'VALIDATION',
      issue: { code: 'MAX_LENGTH', params: { limit: 300 } },
    });
    const boom = await coded.inject({ method: 'GET', url: '/boom', headers: ask });
    expect(boom.json()).toEqual({ status: 500, error: 'Something went wrong', data: null, code: 'INTERNAL' });
  });

  it('keeps the plain envelope otherwise', async () => {
    const response = await coded.inject({ method: 'GET', url: '/mapped' });
    expect(response.json()).toEqual({ status: 400, error: 'Maximum of 300 characters', data: null });
  });
});
