import { describe, expect, it } from 'vitest';
import { redactText, redactUrl } from './log-redaction.ts';

describe('redactUrl', () => {
  it('hides secret query values only', () => {
    expect(redactUrl('/auth/callback?code=abc&state=s1&token=t&page=2')).toBe(
      '/auth/callback?[redacted:code]&[redacted:state]&[redacted:token]&page=2',
    );
    expect(redactUrl('/program/name')).toBe('/program/name');
  });

  it('hides the key and signature of a signed download link', () => {
    expect(redactUrl('/files/download?key=org%2F1%2Fab&name=a.pdf&exp=1765000000&sig=0f9e8d')).toBe(
      '/files/download?[redacted:key]&name=a.pdf&exp=1765000000&[redacted:sig]',
    );
    expect(redactUrl('https://s3.example/b/k?X-Amz-Credential=AK%2F1&X-Amz-Signature=abc')).toBe(
      'https://s3.example/b/k?[redacted:X-Amz-Credential]&[redacted:X-Amz-Signature]',
    );
  });

  it('hides the secret of the iCalendar feed path but keeps the calendar page', () => {
    expect(redactUrl('/calendar/12-s3cr3tvalue.ics')).toBe('/calendar/[redacted].ics');
    expect(redactUrl('/calendar?month=2026-11')).toBe('/calendar?month=2026-11');
  });
});

describe('redactText', () => {
  it('masks credentials in a body but keeps error codes and messages', () => {
    const body = JSON.stringify({
      error: { code: 'invalid_api_key', message: 'Incorrect API key provided: sk-proj-abcdef0123456789' },
      api_key: 'plain-key-value',
    });
    const text = redactText(body);
    expect(text).not.toContain('sk-proj-abcdef0123456789');
    expect(text).not.toContain('plain-key-value');
    expect(text).toContain('invalid_api_key');
    expect(text).toContain('Incorrect API key provided');
  });

  it('masks bearer tokens and JWTs, and cuts long text', () => {
    const text = redactText(
      `Authorization: Bearer abc.def.ghi eyJhbGciOi.eyJzdWIiOiIx.c2ln ${'y'.repeat(2000)}`,
      100,
    );
    expect(text).not.toContain('abc.def.ghi');
    expect(text).not.toContain('eyJzdWIiOiIx');
    expect(text).toMatch(/…\[\d+ more\]$/);
  });

  it('masks personal access tokens by their prefix, in text and in URLs', () => {
    const token = `gf_pat_${'A1b2_C3-'.repeat(5)}xyz`;
    expect(redactText(`client sent ${token} to /api/mcp`)).toBe('client sent [redacted] to /api/mcp');
    expect(redactText(`{"auth":"${token}"}`)).not.toContain(token);
    expect(redactUrl(`/api/mcp/${token}`)).toBe('/api/mcp/[redacted]');
    expect(redactUrl(`/graphql?x=${token}`)).toBe('/graphql?x=[redacted]');
  });

  it('masks the secret pairs of a form body, the first one included', () => {
    const text = redactText('code=4/0AbCdEf&code_verifier=v3r1f13r&grant_type=authorization_code');
    expect(text).toBe('[redacted:code]&[redacted:code_verifier]&grant_type=authorization_code');
  });
});
