import os from 'node:os';
import pg from 'pg';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  node: string;
  postgres: string;
}

export async function describeMachine(databaseUrl: string): Promise<Machine> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query('show server_version');
    return {
      cpu: os.cpus()[0]?.model.trim() ?? 'unknown',
      cores: os.cpus().length,
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      postgres: String(rows[0]?.server_version ?? 'unknown'),
    };
  } finally {
    await client.end();
  }
}
