import { setTimeout as sleep } from 'node:timers/promises';
import type { DataSource } from 'typeorm';
import type { DbConfig } from './config.ts';
import { createDataSource } from './data-source.ts';
import { migrations } from './migrations/index.ts';

/** Where a database's schema stands against the migrations of this version of the code. */
export interface SchemaState {
  /** This version's migrations the database has not applied: it is behind, the migrate step has not run. */
  pending: string[];
  /** Applied migrations this version does not know: a newer version migrated it (a roll in progress, a rollback). */
  unknown: string[];
}

/** The migrations recorded in `migrations` (none when the table does not exist yet) against this version's list. */
export async function schemaState(dataSource: DataSource): Promise<SchemaState> {
  const table = await dataSource.query<unknown[]>("SELECT 1 FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = 'migrations'");
  const rows = table.length ? await dataSource.query<{ name: string }[]>('SELECT name FROM migrations') : [];
  const applied = new Set(rows.map((row) => row.name));
  const known = new Set(migrations.map((migration) => migration.name));
  return {
    pending: migrations.map((migration) => migration.name).filter((name) => !applied.has(name)),
    unknown: [...applied].filter((name) => !known.has(name)),
  };
}

/** The message a service logs, and fails with, while its database is behind. */
export function schemaBehindMessage(database: string, pending: readonly string[]): string {
  return (
    `database '${database}' is behind this version: ${pending.length} migration(s) not applied (${pending.join(', ')}). ` +
    'Services never migrate: run the migrate step first (scripts/start does; Compose: the migrate service; ' +
    'Kubernetes: the oj-migrate Job; by hand: apps/gateway/src/cli/migrate.ts as the migration account), see docs/upgrades.md'
  );
}

/** Raised when the database stays behind this version for longer than a service waits. */
export class SchemaBehindError extends Error {
  readonly pending: readonly string[];

  constructor(database: string, pending: readonly string[]) {
    super(schemaBehindMessage(database, pending));
    this.name = 'SchemaBehindError';
    this.pending = pending;
  }
}

/** How a service waits for its schema (openMigratedDatabase). */
export interface SchemaWaitOptions {
  /** How long to wait for the migrate step before failing (0: fail at once). */
  waitMs: number;
  /** How often the schema is read again while behind. */
  pollMs?: number;
  /** Told while the schema is behind: at the first look, then about every 30 s. */
  onBehind?: (message: string) => void;
  /** Told once when the schema is ahead of this version (migrations it does not know). */
  onAhead?: (unknown: readonly string[]) => void;
}

const REMIND_EVERY_MS = 30_000;
// MariaDB's "Unknown database": the migrate step creates it.
const UNKNOWN_DATABASE = 1049;

/**
 * Connects to the database of a service, which never runs migrations (only the migrate step does):
 * resolves once every migration of this version is applied, waiting up to `waitMs` for the migrate
 * step, and throws SchemaBehindError when it is still behind (the DataSource closed). A schema ahead
 * of this version is accepted, as during a roll or a rollback (docs/upgrades.md).
 */
export async function openMigratedDatabase(config: DbConfig, options: SchemaWaitOptions): Promise<DataSource> {
  const started = Date.now();
  const pollMs = options.pollMs ?? 2_000;
  let remindedAt = Number.NEGATIVE_INFINITY;
  for (;;) {
    const dataSource = createDataSource(config);
    let pending: readonly string[];
    try {
      await dataSource.initialize();
      const state = await schemaState(dataSource);
      if (!state.pending.length) {
        if (state.unknown.length) options.onAhead?.(state.unknown);
        return dataSource;
      }
      pending = state.pending;
    } catch (error) {
      if ((error as { errno?: number }).errno !== UNKNOWN_DATABASE) {
        if (dataSource.isInitialized) await dataSource.destroy();
        throw error;
      }
      pending = migrations.map((migration) => migration.name);
    }
    if (dataSource.isInitialized) await dataSource.destroy();
    if (Date.now() - started >= options.waitMs) throw new SchemaBehindError(config.database, pending);
    if (Date.now() - remindedAt >= REMIND_EVERY_MS) {
      remindedAt = Date.now();
      const left = Math.ceil((options.waitMs - (Date.now() - started)) / 1000);
      options.onBehind?.(`${schemaBehindMessage(config.database, pending)}; waiting up to ${left} s more`);
    }
    await sleep(Math.min(pollMs, Math.max(0, options.waitMs - (Date.now() - started))));
  }
}
