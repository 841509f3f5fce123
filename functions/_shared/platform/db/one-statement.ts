import { getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * Pieces for writing several rows to several tables in one statement (data-modifying CTEs):
 * one round trip instead of a transaction's begin, inserts and commit. One statement is atomic
 * on its own, so nothing of it is ever half-written.
 */

/**
 * `insert into <table> (…) select … from jsonb_populate_recordset(…) where <when> <tail>`: the
 * rows go in only if `when` holds when the statement runs (e.g. a sibling CTE inserted the lead
 * they belong to). The rows travel as one JSON parameter that Postgres reads into the table's
 * own row type: a statement of a few parameters is built and sent far faster than one with a
 * parameter per value. Only the columns the first row sets are written (the others take their
 * defaults); `computed` adds columns from SQL (a sibling CTE's id).
 */
export function insertJsonRows<T extends PgTable>(
  table: T,
  rows: T["$inferInsert"][],
  when: SQL,
  tail: SQL = sql`returning *`,
  computed: Record<string, SQL> = {},
): SQL {
  const columns = getTableColumns(table);
  const first = (rows[0] ?? {}) as Record<string, unknown>;
  const keys = Object.keys(first).filter((key) => key in columns && first[key] !== undefined);
  const json = rows.map((row) =>
    Object.fromEntries(keys.map((key) => [columns[key]!.name, (row as Record<string, unknown>)[key] ?? null])),
  );
  const name = sql.identifier(getTableName(table));
  const names = keys.map((key) => sql.identifier(columns[key]!.name));
  const extra = Object.entries(computed);
  return sql`insert into ${name} (${sql.join([...names, ...extra.map(([column]) => sql.identifier(column))], sql`, `)})
    select ${sql.join([...names, ...extra.map(([, value]) => value)], sql`, `)}
    from jsonb_populate_recordset(null::${name}, ${JSON.stringify(json)}::jsonb) where ${when} ${tail}`;
}

/** A row of `table` as `to_jsonb` gives it (column names, timestamps as text), as drizzle would have read it. */
export function rowFromJson<T extends PgTable>(table: T, json: Record<string, unknown>): T["$inferSelect"] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name] ?? null;
    row[key] = value !== null && column.columnType === "PgTimestamp" ? new Date(value as string) : value;
  }
  return row as T["$inferSelect"];
}
