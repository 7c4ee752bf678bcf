/**
 * One step of the store's schema, for each engine. Migrations are history: once released, a
 * migration's SQL never changes; a new rule is a new migration. Numbers run 1, 2, 3… without gaps.
 * Both engines take the same steps with the same tables, columns and rules, each in its own dialect.
 */
export interface Migration {
  version: number;
  /** What the step does, in a few words (kept in `schema_migrations`). */
  name: string;
  /** SQLite statements, run in one transaction. */
  sql: string;
  /** The same step for PostgreSQL, run in one transaction. */
  postgres: string;
}
