import { EntitySchema } from 'typeorm';
import type { EntitySchemaColumnOptions, EntitySchemaOptions } from 'typeorm';

// Column builders shared by every entity file. The migrations' hand-written DDL must match what
// these produce; the drift test (test/schema-drift.test.ts) fails when the two disagree.

/** Auto-increment integer primary key. */
export function idColumn(): EntitySchemaColumnOptions {
  return { type: 'int', primary: true, generated: 'increment' };
}

/** A user id (uuid text, 36 chars). */
export function uidColumn(nullable = false): EntitySchemaColumnOptions {
  return { type: 'varchar', length: 36, nullable };
}

/** Integer column; `defaultValue` undefined means no default. */
export function intColumn(defaultValue?: number): EntitySchemaColumnOptions {
  return defaultValue === undefined ? { type: 'int' } : { type: 'int', default: defaultValue };
}

/** Nullable integer column without default. */
export function nullableIntColumn(): EntitySchemaColumnOptions {
  return { type: 'int', nullable: true };
}

/** Small code column (status, type, auth...). */
export function tinyintColumn(defaultValue: number): EntitySchemaColumnOptions {
  return { type: 'tinyint', default: defaultValue };
}

/** Boolean flag, stored as tinyint 0/1 and hydrated as boolean by TypeORM. */
export function boolColumn(defaultValue: boolean): EntitySchemaColumnOptions {
  return { type: 'boolean', default: defaultValue };
}

/** varchar column; nullable ones have no default. */
export function varcharColumn(length: number, options: { nullable?: boolean; default?: string } = {}): EntitySchemaColumnOptions {
  const column: EntitySchemaColumnOptions = { type: 'varchar', length, nullable: options.nullable ?? false };
  if (options.default !== undefined) column.default = options.default;
  return column;
}

/** Long text column: `text` (64 KiB) or `mediumtext` (16 MiB). */
export function textColumn(type: 'text' | 'mediumtext', nullable = true): EntitySchemaColumnOptions {
  return { type, nullable };
}

/** Millisecond-precision datetime set by the application. */
export function datetimeColumn(nullable = false): EntitySchemaColumnOptions {
  return { type: 'datetime', precision: 3, nullable };
}

/** `gmtCreate`: set by the database on insert. */
export function createdColumn(): EntitySchemaColumnOptions {
  return { type: 'datetime', precision: 3, createDate: true, default: () => 'CURRENT_TIMESTAMP(3)' };
}

/** `gmtModified`: set on insert and on every update. */
export function modifiedColumn(): EntitySchemaColumnOptions {
  return { type: 'datetime', precision: 3, updateDate: true, default: () => 'CURRENT_TIMESTAMP(3)', onUpdate: 'CURRENT_TIMESTAMP(3)' };
}

/** The two audit columns most tables carry. */
export function auditColumns(): { gmtCreate: EntitySchemaColumnOptions; gmtModified: EntitySchemaColumnOptions } {
  return { gmtCreate: createdColumn(), gmtModified: modifiedColumn() };
}

/** The EntitySchema options this package uses, as a plain object type (TypeORM declares them as a class). */
export type EntityOptions<T> = Pick<EntitySchemaOptions<T>, 'name' | 'tableName' | 'columns' | 'indices'>;

/** Builds an EntitySchema from plain options. */
export function defineEntity<T>(options: EntityOptions<T>): EntitySchema<T> {
  return new EntitySchema<T>(options);
}
