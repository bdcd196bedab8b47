/** The `{status, error, data}` body of the REST calls (docs/product.md, REST calls; Messages and error codes). */
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

/**
 * The coded form of an error, added to the envelope for clients that ask for it (see ERROR_CODES_HEADER):
 * `code` and `params` name the failure, `issue` is what a VALIDATION message states, `fieldErrors` codes
 * each field and `fields` keeps each field's English text.
 */
export interface ErrorCodes {
  code: string;
  params?: Readonly<Record<string, string | number>>;
  issue?: { code: string; params: Readonly<Record<string, string | number>> };
  fields?: Readonly<Record<string, string>>;
  fieldErrors?: Readonly<Record<string, { code: string; params: Readonly<Record<string, string | number>> }>>;
}

export function failCoded(status: number, error: string, codes: ErrorCodes): Envelope<never> & ErrorCodes {
  return { ...fail(status, error), ...codes };
}
