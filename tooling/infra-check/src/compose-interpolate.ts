/**
 * compose's `${NAME}`, `${NAME:-default}`, `${NAME-default}`, `${NAME:?message}` and `${NAME?message}`
 * against an operator's `.env`, so a test can start a service with exactly what compose would hand it.
 */
export function interpolate(value: string, env: Readonly<Record<string, string | undefined>>): string {
  return value.replace(
    /\$\{([A-Z0-9_]+)(?:(:?)([-?])([^}]*))?\}/g,
    (_match, name: string, colon, kind, word) => {
      const set = env[name];
      const missing = set === undefined || (colon === ':' && set === '');
      if (!missing) return set;
      if (kind === '?') throw new Error(`${name}: ${word || 'required'}`);
      return kind === '-' ? word : '';
    },
  );
}

export function interpolateAll(
  environment: Readonly<Record<string, string>>,
  env: Readonly<Record<string, string | undefined>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(environment).map(([name, value]) => [name, interpolate(value, env)]),
  );
}
