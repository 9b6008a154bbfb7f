/**
 * Where a list route's time goes: how many SQL statements one request runs, and each statement's
 * plan (EXPLAIN) and time when run alone against the bench database.
 */
import type { DataSource } from 'typeorm';
import type { LoadTarget } from './api-load.ts';

/** One statement a route runs, as the route's code builds it for page 1 of an anonymous list. */
export interface RouteStatement {
  label: string;
  sql: string;
}

/** One statement's plan and time. */
export interface StatementReport {
  label: string;
  meanMs: number;
  plan: string[];
  /** When the plan intersects indexes: the time with that strategy switched off for the statement. */
  withoutIntersectMs?: number;
}

async function globalCounter(db: DataSource, name: string): Promise<number> {
  const rows = await db.query<{ Value: string }[]>('SHOW GLOBAL STATUS LIKE ?', [name]);
  return Number(rows[0]?.Value ?? Number.NaN);
}

async function send(target: LoadTarget): Promise<void> {
  const headers = { ...target.headers, ...(target.body === undefined ? {} : { 'content-type': 'application/json' }) };
  const response = await fetch(target.url, { method: target.method, headers, ...(target.body === undefined ? {} : { body: target.body }) });
  await response.arrayBuffer();
}

/** Statements of each kind per request, and the median time of one request sent alone. */
export interface WriteRouteFigures {
  perRequest: Record<string, number>;
  medianMs: number;
}

/**
 * For a route that writes (submit): SELECT, INSERT and UPDATE statements per request from the
 * server's global counters over `requests` sequential requests (lowest of three rounds, as
 * `selectsPerRequest`), and the median time of those requests, each sent alone.
 */
export async function statementsPerRequest(db: DataSource, target: LoadTarget, requests = 50): Promise<WriteRouteFigures> {
  const counters = ['Com_select', 'Com_insert', 'Com_update'];
  const best: Record<string, number> = Object.fromEntries(counters.map((name) => [name, Number.POSITIVE_INFINITY]));
  const times: number[] = [];
  for (let round = 0; round < 3; round += 1) {
    const before = await Promise.all(counters.map((name) => globalCounter(db, name)));
    for (let index = 0; index < requests; index += 1) {
      const startedMs = performance.now();
      await send(target);
      times.push(performance.now() - startedMs);
    }
    const after = await Promise.all(counters.map((name) => globalCounter(db, name)));
    counters.forEach((name, index) => {
      best[name] = Math.min(best[name] ?? Number.POSITIVE_INFINITY, ((after[index] ?? 0) - (before[index] ?? 0)) / requests);
    });
  }
  times.sort((a, b) => a - b);
  return { perRequest: best, medianMs: times[Math.floor(times.length / 2)] ?? Number.NaN };
}

/**
 * SELECT statements per request, from the server's global Com_select over `requests` sequential
 * requests. Other clients of the server only add to it, so the lowest of three rounds is kept.
 * `targetOf` may vary the request (round, index) so that a cache in front of the queries misses.
 */
export async function selectsPerRequest(db: DataSource, targetOf: (round: number, index: number) => LoadTarget, requests = 50): Promise<number> {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 3; round += 1) {
    const before = await globalCounter(db, 'Com_select');
    for (let index = 0; index < requests; index += 1) await send(targetOf(round, index));
    const after = await globalCounter(db, 'Com_select');
    best = Math.min(best, (after - before) / requests);
  }
  return best;
}

/** EXPLAIN of a statement, one line per plan row. */
async function explain(db: DataSource, sql: string): Promise<string[]> {
  const rows = await db.query<Record<string, unknown>[]>(`EXPLAIN ${sql}`);
  return rows.map((row) =>
    ['table', 'type', 'key', 'rows', 'Extra']
      .map((column) => `${column}=${row[column] === null || row[column] === undefined ? '-' : String(row[column] as string | number)}`)
      .join(' '),
  );
}

/** Plan and mean time (over `runs` sequential runs) of each statement. */
export async function profileStatements(db: DataSource, statements: readonly RouteStatement[], runs = 30): Promise<StatementReport[]> {
  const reports: StatementReport[] = [];
  for (const statement of statements) {
    const plan = await explain(db, statement.sql);
    const report: StatementReport = { label: statement.label, meanMs: await meanMs(db, statement.sql, runs), plan };
    // MariaDB's per-statement setting: the same query, only without index-merge intersection.
    if (plan.some((row) => row.includes('intersect'))) {
      report.withoutIntersectMs = await meanMs(db, `SET STATEMENT optimizer_switch='index_merge_intersection=off' FOR ${statement.sql}`, runs);
    }
    reports.push(report);
  }
  return reports;
}

async function meanMs(db: DataSource, sql: string, runs: number): Promise<number> {
  await db.query(sql);
  const startedMs = performance.now();
  for (let index = 0; index < runs; index += 1) await db.query(sql);
  return (performance.now() - startedMs) / runs;
}

/** The statements of get-problem-list (page 1, 30 rows, anonymous), as apps/gateway/src/modules/problem/queries/list.ts builds them. */
export async function problemListStatements(db: DataSource): Promise<RouteStatement[]> {
  const where = '`p`.`auth` IN (1) AND `p`.`isGroup` = 0';
  const page = await db.query<{ id: number }[]>(`SELECT p.id FROM problem p WHERE ${where} ORDER BY p.id ASC LIMIT 30`);
  const pids = page.map((row) => row.id).join(',') || '0';
  return [
    { label: 'page of problems', sql: `SELECT p.id, p.problemId, p.title, p.difficulty, p.type FROM problem p WHERE ${where} ORDER BY p.id ASC LIMIT 30` },
    { label: 'count of problems', sql: `SELECT COUNT(DISTINCT(p.id)) AS cnt FROM problem p WHERE ${where}` },
    {
      label: 'tags of the page',
      sql: `SELECT pt.pid, t.id, t.name, t.color FROM problem_tag pt INNER JOIN tag t ON t.id = pt.tid WHERE pt.pid IN (${pids}) ORDER BY pt.pid ASC, t.id ASC`,
    },
    { label: 'counters of the page', sql: `SELECT * FROM problem_count WHERE pid IN (${pids})` },
  ];
}

const SUMMARY_COLUMNS =
  'submitId, pid, displayPid, uid, username, submitTime, status, share, time, memory, score, oiRankScore, length, language, judger, isManual, cid, gid, version';

/** The statements of get-submission-list (page 1, 15 rows, anonymous), as apps/judge-dispatch/src/modules/submission/queries.ts builds them. */
export function submissionListStatements(): RouteStatement[] {
  const where = 'j.cid = 0 AND j.gid IS NULL';
  const columns = SUMMARY_COLUMNS.split(',')
    .map((column) => `j.${column.trim()}`)
    .join(', ');
  return [
    {
      label: 'page with titles',
      sql: `SELECT ${columns}, p.title FROM judge j LEFT JOIN problem p ON p.id = j.pid WHERE ${where} ORDER BY j.submitId DESC LIMIT 15`,
    },
    { label: 'count of submissions', sql: `SELECT COUNT(*) AS total FROM judge j WHERE ${where}` },
  ];
}
