/**
 * One step of the store's schema. Migrations are history: once released, a migration's SQL never
 * changes; a new rule is a new migration. Numbers run 1, 2, 3… without gaps.
 */
export interface Migration {
  version: number;
  /** What the step does, in a few words (kept in `schema_migrations`). */
  name: string;
  /** SQL statements, run in one transaction. */
  sql: string;
}
