import autocannon from 'autocannon';

// One autocannon measurement with every response checked. Checking must not cost the load generator much
// (it shares the CPUs with the servers): a body as long as the validated reference and without an
// `"errors"` key passes; any other length gets the full check (JSON, no errors, expected row count).

export interface Target {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

export interface Measurement {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
}

export type BodyCheck = (body: string) => string | null;

/** Sends one request and returns status and body (for the reference answers). */
export async function request(target: Target): Promise<{ status: number; body: string }> {
  const response = await fetch(target.url, {
    method: target.method,
    headers: target.headers,
    body: target.body,
  });
  return { status: response.status, body: await response.text() };
}

export async function measure(
  target: Target,
  options: { connections: number; durationSeconds: number; referenceLength: number; check: BodyCheck },
): Promise<Measurement> {
  const { referenceLength, check } = options;
  const result = await autocannon({
    url: target.url,
    method: target.method,
    headers: target.headers,
    body: target.body,
    connections: options.connections,
    duration: options.durationSeconds,
    timeout: 10,
    verifyBody: (raw) => {
      const body = typeof raw === 'string' ? raw : (raw?.toString() ?? '');
      return body.length === referenceLength ? !body.includes('"errors":[') : check(body) === null;
    },
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx + (result.mismatches ?? 0),
  };
}
