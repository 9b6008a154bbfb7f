/**
 * The line protocol of the native runner (infra/judge-image/runner/runner.c): jobs we write, result
 * lines we read back.
 */
import type { RunReport } from '@oj/judge-core';

/** Where the runner lives inside the judge images. */
export const RUNNER_PATH = '/usr/local/bin/oj-runner';

/** One process for the runner: command, files and limits. */
export interface ProcessSpec {
  argv: readonly string[];
  env?: Readonly<Record<string, string>>;
  cwd?: string;
  /** Paths inside the container; unset means /dev/null (ignored for an interactive pair, wired by pipes). */
  stdin?: string;
  stdout?: string;
  /** The same path as stdout shares one file. */
  stderr?: string;
  uid: number;
  gid: number;
  cpuMs: number;
  wallMs: number;
  /**
   * The program's memory limit, enforced by the sandbox's memory cgroup: the process and everything it
   * forks are charged together, and its stdout and stderr go through pipes so its output is not charged.
   * Unset for the compiler, checker and interactor, which run under the container's cap.
   */
  memoryKb?: number | null;
  /** RLIMIT_DATA (heap and private writable mappings): bounds compilers. */
  dataKb?: number | null;
  stackKb: number;
  outputBytes: number;
  /** RLIMIT_NPROC for the uid (threads count too). */
  processes: number;
  openFiles: number;
}

/** One case: a program, and for interactive problems the interactor joined to it by two pipes. */
export interface RunnerCase {
  id: string;
  program: ProcessSpec;
  interactor?: ProcessSpec;
}

function line(key: string, value: string | number): string {
  const text = String(value);
  if (/[\r\n]/.test(text)) throw new Error(`runner job values cannot contain line breaks (${key})`);
  return `${key} ${text}`;
}

function specLines(spec: ProcessSpec): string[] {
  const lines = spec.argv.map((arg) => line('arg', arg));
  for (const [key, value] of Object.entries(spec.env ?? {})) lines.push(line('env', `${key}=${value}`));
  if (spec.cwd) lines.push(line('cwd', spec.cwd));
  if (spec.stdin) lines.push(line('stdin', spec.stdin));
  if (spec.stdout) lines.push(line('stdout', spec.stdout));
  if (spec.stderr) lines.push(line('stderr', spec.stderr));
  lines.push(
    line('uid', spec.uid),
    line('gid', spec.gid),
    line('cpu_ms', Math.ceil(spec.cpuMs)),
    line('wall_ms', Math.ceil(spec.wallMs)),
    line('stack_kb', Math.ceil(spec.stackKb)),
    line('output_bytes', Math.ceil(spec.outputBytes)),
    line('nproc', spec.processes),
    line('nofile', spec.openFiles),
  );
  if (spec.memoryKb) lines.push(line('memory_kb', Math.ceil(spec.memoryKb)));
  if (spec.dataKb) lines.push(line('data_kb', Math.ceil(spec.dataKb)));
  return lines;
}

/** Writes a runner job. With stopOnFailure the runner skips the cases after the first failed one. */
export function formatRunnerJob(cases: readonly RunnerCase[], options: { stopOnFailure?: boolean } = {}): string {
  const lines: string[] = options.stopOnFailure ? ['stop_on_failure'] : [];
  for (const item of cases) {
    lines.push('begin', line('id', item.id), ...specLines(item.program));
    if (item.interactor) lines.push('peer', ...specLines(item.interactor));
    lines.push('end');
  }
  return lines.join('\n') + '\n';
}

/** What the runner measured for one process. */
export interface ProcessResult extends RunReport {
  cpuExceeded: boolean;
  wallExceeded: boolean;
  /** Set when the process could not be started (missing executable, bad path): a judge fault. */
  error: string | null;
}

/** One result line: the program, and the interactor when there was one. */
export interface RunnerResult {
  id: string;
  program: ProcessResult;
  interactor: ProcessResult | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function num(record: Record<string, unknown>, key: string): number {
  const value = record[key];
  if (typeof value !== 'number') throw new Error(`runner result without numeric ${key}`);
  return value;
}

function processResult(record: Record<string, unknown>): ProcessResult {
  const signal = num(record, 'signal');
  return {
    exitCode: signal === 0 ? num(record, 'exitCode') : null,
    signal: signal === 0 ? null : signal,
    cpuMs: num(record, 'cpuMs'),
    wallMs: num(record, 'wallMs'),
    memoryKb: num(record, 'memoryKb'),
    outputExceeded: record.outputExceeded === true,
    oomKilled: record.oomKilled === true,
    cpuExceeded: record.cpuExceeded === true,
    wallExceeded: record.wallExceeded === true,
    error: typeof record.error === 'string' ? record.error : null,
  };
}

/** Parses the runner's output: one JSON object per line. */
export function parseRunnerOutput(text: string): RunnerResult[] {
  return text
    .split('\n')
    .filter((row) => row.trim() !== '')
    .map((row) => {
      const record: unknown = JSON.parse(row);
      if (!isRecord(record) || typeof record.id !== 'string') throw new Error(`bad runner line: ${row}`);
      return {
        id: record.id,
        program: processResult(record),
        interactor: isRecord(record.peer) ? processResult(record.peer) : null,
      };
    });
}
