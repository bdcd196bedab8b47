import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, databaseUrl, parseConfig, serverEnvSchema } from './config.ts';

const schema = serverEnvSchema(4102).extend({ DATABASE_URL: databaseUrl, AUTH_SECRET: z.string().min(32) });

function problemsOf(env: Record<string, string | undefined>): string[] {
  try {
    parseConfig(schema, env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('parseConfig', () => {
  it('reads CORS_ORIGINS as exact origins and names a malformed one', () => {
    const env = { DATABASE_URL: 'postgres://localhost/x', AUTH_SECRET: 'x'.repeat(32) };
    expect(
      parseConfig(schema, { ...env, CORS_ORIGINS: 'https://a.example.org/, http://localhost:5173' })
        .CORS_ORIGINS,
    ).toEqual(['https://a.example.org', 'http://localhost:5173']);
    expect(() => parseConfig(schema, { ...env, CORS_ORIGINS: '*' })).toThrow(/CORS_ORIGINS/);
  });

  it('applies defaults and coerces numbers', () => {
    const config = parseConfig(schema, {
      DATABASE_URL: 'postgres://localhost/x',
      AUTH_SECRET: 'x'.repeat(32),
      PORT: '5000',
    });
    expect(config).toEqual({
      PORT: 5000,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      CORS_ORIGINS: [],
      MAX_UPLOAD_MB: 50,
      DATABASE_URL: 'postgres://localhost/x',
      AUTH_SECRET: 'x'.repeat(32),
    });
  });

  it('names each missing variable', () => {
    const problems = problemsOf({});
    expect(problems).toContain('DATABASE_URL is required but not set');
    expect(problems).toContain('AUTH_SECRET is required but not set');
  });

  it('treats an empty value as unset', () => {
    expect(problemsOf({ DATABASE_URL: '', AUTH_SECRET: 'x'.repeat(32) })).toEqual([
      'DATABASE_URL is required but not set',
    ]);
  });

  it('names malformed variables without echoing their values', () => {
    const error = (() => {
      try {
        parseConfig(schema, { DATABASE_URL: 'mysql://secret@x', AUTH_SECRET: 'short-secret', PORT: 'abc' });
      } catch (caught) {
        return caught as ConfigError;
      }
    })();
    expect(error?.problems.map((problem) => problem.split(':')[0])).toEqual([
      'PORT',
      'DATABASE_URL',
      'AUTH_SECRET',
    ]);
    expect(error?.message).not.toContain('short-secret');
    expect(error?.message).not.toContain('mysql://secret');
  });
});
