import type pg from 'pg';

/** The first column of a statement's first row (an id, usually). */
export async function firstValue<T = number>(
  db: pg.Client,
  text: string,
  values: unknown[] = [],
): Promise<T> {
  return (await db.query<{ id: T }>(text, values)).rows[0]?.id as T;
}

/** A new funder of the demo's Riverbend organisation and one grant of it under Riverbend's first program. */
export async function insertRiverbendFunderGrant(
  db: pg.Client,
  funderName: string,
): Promise<{ org: number; funderId: number; grant: number }> {
  const org = await firstValue(
    db,
    `select id from organizations where name = 'Riverbend Community Foundation'`,
  );
  const funderId = await firstValue(
    db,
    `insert into funders (organization_id, name, type) values ($1, $2, 'FOUNDATION') returning id`,
    [org, funderName],
  );
  const program = await firstValue(
    db,
    'select id from programs where organization_id = $1 order by id limit 1',
    [org],
  );
  const grant = await firstValue(
    db,
    'insert into grants (organization_id, funder_id, program_id) values ($1, $2, $3) returning id',
    [org, funderId, program],
  );
  return { org, funderId, grant };
}
