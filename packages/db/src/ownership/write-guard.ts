// The test-mode check of table ownership: every data-changing statement a service sends through a
// guarded DataSource is attributed to the service whose code issued it, and a write to a table
// that service does not own throws before it reaches the database.
//
// Attribution: the innermost frame of the call stack under `apps/<service>/src/`. Test fixtures
// (frames under `test/`) and shared packages called from no service write as nobody and pass.
// TypeORM's entity-manager writes hand their promise on without awaiting it, which cuts V8's async
// stack, so those entry points capture the caller's stack synchronously and carry it along.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, QueryRunner } from 'typeorm';
import { EntityManager } from 'typeorm';
import type { TableWriter } from './owners.ts';
import { INFRASTRUCTURE_TABLES, TABLE_WRITERS, tableOwner } from './owners.ts';
import { isWriteStatement, writtenTable } from './written-tables.ts';

/** A write to a table the writing service does not own. */
export class TableOwnershipError extends Error {
  readonly service: TableWriter;
  readonly table: string;
  constructor(service: TableWriter, table: string) {
    const owner = tableOwner(table);
    super(`${service} wrote \`${table}\`, ${owner ? `owned by ${owner}` : 'which has no owner in TABLE_OWNERS'}`);
    this.name = 'TableOwnershipError';
    this.service = service;
    this.table = table;
  }
}

/** Who is writing: named explicitly, or the stack captured where a service called TypeORM. */
interface Attribution {
  service?: TableWriter;
  stack?: string;
}

/** Tables each service wrote through a guarded DataSource, for tests to look at. */
export type WriteLog = Map<TableWriter, Set<string>>;

// One state per process: test runners evaluate this module once per test file, while TypeORM's
// EntityManager (wrapped below) is loaded once.
interface GuardState {
  attribution: AsyncLocalStorage<Attribution>;
  guarded: WeakMap<DataSource, WriteLog>;
  entryPointsWrapped: boolean;
}
const STATE_KEY = Symbol.for('oj.db.tableWriteGuard');
const state = ((globalThis as Record<symbol, GuardState | undefined>)[STATE_KEY] ??= {
  attribution: new AsyncLocalStorage<Attribution>(),
  guarded: new WeakMap(),
  entryPointsWrapped: false,
});
const { attribution, guarded } = state;

const WRITERS = new Set<string>(TABLE_WRITERS);
const SERVICE_SOURCE = /\/apps\/([a-z-]+)\/src\//;

/**
 * Runs `work` as if `service` issued its writes, whatever code does them: for code that runs on a
 * service's behalf outside its source tree (and for tests that play a service).
 */
export function writingAs<T>(service: TableWriter, work: () => Promise<T>): Promise<T> {
  return attribution.run({ service }, work);
}

function captureStack(): string {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 200;
  const stack = new Error().stack ?? '';
  Error.stackTraceLimit = limit;
  return stack;
}

/** The service whose source issued a statement, or null (tests, packages on nobody's behalf). */
export function writerOf(stack: string): TableWriter | null {
  for (const line of stack.split('\n')) {
    const service = SERVICE_SOURCE.exec(line)?.[1];
    if (service !== undefined && WRITERS.has(service)) return service as TableWriter;
  }
  return null;
}

function checkWrite(log: WriteLog, sql: string): void {
  if (!isWriteStatement(sql)) return;
  const table = writtenTable(sql);
  if (table === null || INFRASTRUCTURE_TABLES.includes(table)) return;
  const current = attribution.getStore();
  const service = current?.service ?? writerOf(current?.stack ?? captureStack());
  if (service === null) return;
  if (tableOwner(table) !== service) throw new TableOwnershipError(service, table);
  let tables = log.get(service);
  if (!tables) log.set(service, (tables = new Set()));
  tables.add(table);
}

const ENTRY_POINTS = [
  'save',
  'remove',
  'softRemove',
  'recover',
  'insert',
  'upsert',
  'update',
  'updateAll',
  'delete',
  'deleteAll',
  'softDelete',
  'restore',
  'clear',
  'increment',
  'decrement',
] as const;

// Once per process: the writes of EntityManager (and of every Repository, which calls it) carry
// their caller's stack. Only managers of guarded DataSources pay for it.
function wrapEntryPoints(): void {
  if (state.entryPointsWrapped) return;
  state.entryPointsWrapped = true;
  const prototype = EntityManager.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of ENTRY_POINTS) {
    const original = prototype[name];
    if (typeof original !== 'function') continue;
    prototype[name] = function (this: EntityManager, ...args: unknown[]): unknown {
      if (attribution.getStore() !== undefined || !guarded.has(this.dataSource)) return original.apply(this, args);
      return attribution.run({ stack: captureStack() }, () => original.apply(this, args));
    };
  }
}

/**
 * Checks every write sent through `dataSource` against TABLE_OWNERS (see the top of this file).
 * For tests only: it reads call stacks. Idempotent; returns the log of what each service wrote.
 */
export function guardTableWrites(dataSource: DataSource): WriteLog {
  const existing = guarded.get(dataSource);
  if (existing) return existing;
  const log: WriteLog = new Map();
  guarded.set(dataSource, log);
  wrapEntryPoints();
  const driver = dataSource.driver as unknown as { createQueryRunner: (mode: 'master' | 'slave') => QueryRunner };
  const createQueryRunner = driver.createQueryRunner.bind(driver);
  driver.createQueryRunner = (mode) => {
    const runner = createQueryRunner(mode);
    const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
    runner.query = ((...args: unknown[]) => {
      try {
        checkWrite(log, String(args[0]));
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      return query(...args);
    }) as QueryRunner['query'];
    return runner;
  };
  return log;
}

/** What each service wrote through a guarded DataSource (empty when not guarded). */
export function tableWrites(dataSource: DataSource): WriteLog {
  return guarded.get(dataSource) ?? new Map<TableWriter, Set<string>>();
}
