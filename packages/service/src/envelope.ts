/** The `{status, error, data}` body of the REST calls (product spec §7, §8). */
export interface Envelope<T> {
  status: number;
  error: string | null;
  data: T | null;
}

export function ok<T>(data: T): Envelope<T> {
  return { status: 200, error: null, data };
}

export function fail(status: number, error: string): Envelope<never> {
  return { status, error, data: null };
}
