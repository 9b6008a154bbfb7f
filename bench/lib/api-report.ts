/** The API bench's printed report: the load figures against the bare route, and the SQL behind each list. */
import type { StatementReport } from './api-diagnose.ts';
import type { LoadFigures } from './api-load.ts';

/** The list routes' targets (the issue's bar for "slow"). */
export const TARGET_P99_MS = 100;
export const TARGET_REQUESTS_PER_SEC = 1_000;

const BARE = 'bare Fastify route';
/** Routes measured for information, with no target (submit writes a row and enqueues a job each time). */
const NO_TARGET = new Set(['submit-problem-judge']);

function pad(text: string, width: number): string {
  return text.length >= width ? text : text + ' '.repeat(width - text.length);
}

function padLeft(text: string, width: number): string {
  return text.length >= width ? text : ' '.repeat(width - text.length) + text;
}

function meets(figure: LoadFigures): boolean {
  return figure.latencyP99Ms <= TARGET_P99_MS && figure.requestsPerSec >= TARGET_REQUESTS_PER_SEC && figure.non2xx + figure.errors === 0;
}

/** The table of figures, each app route against the bare route, with the targets. */
export function printFigures(
  figures: readonly LoadFigures[],
  skipped: readonly string[],
  context: { connections: number; durationSec: number; load: string },
): void {
  const bare = figures.find((figure) => figure.name === BARE);
  const lines = [
    '',
    `API benchmark: ${context.connections} connections, ${context.durationSec} s per route (${context.load} after the run)`,
    '',
    `${pad('route', 22)}${padLeft('req/s', 9)}${padLeft('p50 ms', 9)}${padLeft('p99 ms', 9)}${padLeft('max ms', 9)}${padLeft('requests', 10)}${padLeft('bad', 6)}   vs bare (req/s, p50)   target`,
  ];
  for (const figure of figures) {
    const isBare = figure.name === BARE;
    const ratio =
      bare && !isBare
        ? `${(figure.requestsPerSec / bare.requestsPerSec).toFixed(2)}×, ${(figure.latencyP50Ms / Math.max(bare.latencyP50Ms, 1)).toFixed(1)}×`
        : '—';
    const target = isBare
      ? 'reference'
      : NO_TARGET.has(figure.name)
        ? 'information'
        : `${meets(figure) ? 'PASS' : 'MISS'} (p99 ≤ ${TARGET_P99_MS} ms, ≥ ${TARGET_REQUESTS_PER_SEC} req/s)`;
    lines.push(
      `${pad(figure.name, 22)}${padLeft(figure.requestsPerSec.toFixed(0), 9)}${padLeft(String(figure.latencyP50Ms), 9)}${padLeft(String(figure.latencyP99Ms), 9)}` +
        `${padLeft(String(figure.latencyMaxMs), 9)}${padLeft(String(figure.total), 10)}${padLeft(String(figure.non2xx + figure.errors + figure.timeouts), 6)}   ${pad(ratio, 22)} ${target}`,
    );
  }
  lines.push('', `${pad('CPU ms per request', 22)}${padLeft('server', 9)}${padLeft('database', 10)}${padLeft('load gen', 10)}`);
  for (const figure of figures) {
    const cpu = (label: string, width: number): string => {
      const value = figure.cpuMsPerRequest[label] ?? Number.NaN;
      return padLeft(figure.total > 0 && Number.isFinite(value) ? value.toFixed(2) : '—', width);
    };
    lines.push(`${pad(figure.name, 22)}${cpu('server', 9)}${cpu('database', 10)}${cpu('load generator', 10)}`);
  }
  for (const line of skipped) lines.push(line);
  lines.push('"bad" counts non-2xx answers, connection errors and timeouts; any of them spoils the row.');
  lines.push('CPU: user+system time of each process during the run ÷ requests answered (database = the whole MariaDB server).');
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** Statements per request and each statement's time and plan. */
export function printDiagnosis(route: string, selects: string, statements: readonly StatementReport[]): void {
  const lines = ['', `${route}: ${selects}; server-wide Com_select, lowest of 3 rounds of 50 sequential requests`];
  for (const statement of statements) {
    const without = statement.withoutIntersectMs === undefined ? '' : `; ${statement.withoutIntersectMs.toFixed(2)} ms with index_merge_intersection=off`;
    lines.push(`  ${pad(statement.label, 24)} ${statement.meanMs.toFixed(2)} ms alone${without}`);
    for (const row of statement.plan) lines.push(`      ${row}`);
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** 0 when every measured list route meets the targets, 1 otherwise. */
export function verdictOf(figures: readonly LoadFigures[]): number {
  return figures.filter((figure) => figure.name !== BARE && !NO_TARGET.has(figure.name)).every(meets) ? 0 : 1;
}
