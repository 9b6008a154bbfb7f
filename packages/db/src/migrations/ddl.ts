// Small DDL helpers for hand-written migrations. A migration's SQL must never change once
// released, so these only assemble text; each migration spells out its own columns.

/** Storage engine and character set of every table. */
export const TABLE_OPTIONS = 'ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_ci';

/** One table's CREATE statement, with the name needed to drop it. */
export interface TableDdl {
  name: string;
  create: string;
}

/** Builds `CREATE TABLE name (...)` from definition lines (columns, keys, indexes). */
export function createTable(name: string, definitions: readonly string[]): TableDdl {
  return { name, create: `CREATE TABLE \`${name}\` (\n  ${definitions.join(',\n  ')}\n) ${TABLE_OPTIONS}` };
}

/** `DROP TABLE` for a table created by `createTable`. */
export function dropTable(table: TableDdl): string {
  return `DROP TABLE \`${table.name}\``;
}
