import pg from 'pg';

/**
 * The role the services log in as (migration `…_service_login_role`): LOGIN, neither SUPERUSER nor
 * BYPASSRLS, a member of grantflow_app. The pool still runs `SET ROLE grantflow_app` on connect; a
 * `RESET ROLE` now falls back to this role, under RLS all the same.
 */
export const SERVICE_ROLE = 'grantflow_service';

/** The owner URL with the service role's credentials: what the services' DATABASE_URL names. */
export function serviceLoginUrl(ownerUrl: string, password: string): string {
  const url = new URL(ownerUrl);
  url.username = SERVICE_ROLE;
  url.password = encodeURIComponent(password);
  return url.toString();
}

/**
 * Sets the service role's password through the owner URL (after migrations created the role) and
 * returns the services' URL. The password is the caller's (the launcher keeps a generated one).
 */
export async function prepareServiceLogin(ownerUrl: string, password: string): Promise<string> {
  const client = new pg.Client({ connectionString: ownerUrl });
  await client.connect();
  try {
    // ALTER ROLE takes no bind parameters; the literal is escaped by the driver.
    await client.query(`ALTER ROLE ${SERVICE_ROLE} WITH LOGIN PASSWORD ${client.escapeLiteral(password)}`);
  } finally {
    await client.end();
  }
  return serviceLoginUrl(ownerUrl, password);
}
