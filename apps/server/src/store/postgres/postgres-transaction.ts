import type { Pool, PoolClient } from 'pg';

/**
 * Runs `work` in one transaction on one pooled connection: commits when it returns, rolls back when
 * it throws. The rules that must hold across server processes are the database's: constraints, and
 * row locks taken inside such a transaction (`SELECT … FOR UPDATE`), never a lock in one process.
 */
export async function inTransaction<T>(
  pool: Pool,
  work: (client: PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** PostgreSQL's SQLSTATE codes of the constraint failures the store tells apart. */
export const PostgresCode = {
  Check: '23514',
  Unique: '23505',
} as const;

/** The SQLSTATE and the constraint's name of a failed statement. */
export function postgresError(error: unknown): { code: string | null; constraint: string | null } {
  if (typeof error !== 'object' || error === null) return { code: null, constraint: null };
  const code = Reflect.get(error, 'code');
  const constraint = Reflect.get(error, 'constraint');
  return {
    code: typeof code === 'string' ? code : null,
    constraint: typeof constraint === 'string' ? constraint : null,
  };
}
