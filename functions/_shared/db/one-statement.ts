import { getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";

/**
 * Pieces for writing several rows to several tables in one statement (data-modifying CTEs):
 * one round trip instead of a transaction's begin, inserts and commit. One statement is atomic
 * on its own, so nothing of it is ever half-written.
 */

/**
 * `insert into <table> (…) select … where <when>`: the rows go in only if `when` holds when the
 * statement runs (e.g. a sibling CTE inserted the lead they belong to). Every value is cast to its
 * column's type, since a VALUES list does not take its types from the insert's columns.
 */
export function insertRowsWhen<T extends PgTable>(
  table: T,
  rows: T["$inferInsert"][],
  when: SQL,
  tail: SQL = sql`returning *`,
): SQL {
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0] ?? {}).filter((key) => key in columns);
  const values = rows.map(
    (row) =>
      sql`(${sql.join(
        keys.map((key) => {
          const column = columns[key]!;
          const value = (row as Record<string, unknown>)[key];
          return sql`cast(${sql.param(value ?? null, column)} as ${sql.raw(column.getSQLType())})`;
        }),
        sql`, `,
      )})`,
  );
  return sql`insert into ${sql.identifier(getTableName(table))} (${sql.join(
    keys.map((key) => sql.identifier(columns[key]!.name)),
    sql`, `,
  )}) select * from (values ${sql.join(values, sql`, `)}) as v where ${when} ${tail}`;
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
