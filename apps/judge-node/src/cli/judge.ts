/**
 * Judges one source file against a directory of cases and prints ONE JSON object on stdout; logs go to
 * stderr. Run through scripts/judge, which makes sure Docker and the judge images are there first.
 *
 *   judge --lang "C++" --source FILE --cases DIR --time-limit MS --memory-limit MB [--type acm|oi]
 *         [--case-mode default|subtask_lowest|subtask_average|ergodic_without_error]
 *         [--remove-end-blank true|false] [--judge-mode default|spj|interactive --checker FILE
 *         --checker-lang NAME] [--stack-limit MB]
 *
 * DIR holds 1.in 1.out 2.in 2.out … and optionally cases.json: [{"caseId":1,"score":20,"groupNum":1}].
 * Exits non-zero only when it cannot judge at all.
 */
import { access, readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { JudgeCaseSpec, JudgeJob } from '@oj/contracts';
import { JudgeCaseMode, JudgeMode } from '@oj/contracts';
import type { JudgeCaseModeName, JudgeModeName } from '@oj/contracts';
import { loadConfig } from '@oj/service-kit/no-database';
import { judgeSubmission, SandboxPool } from '../sandbox/index.ts';
import { judgeImagesSchema } from '../worker/config.ts';

const usage = 'usage: judge --lang NAME --source FILE --cases DIR --time-limit MS --memory-limit MB [options]';

function fail(message: string): never {
  process.stderr.write(`judge: ${message}\n${usage}\n`);
  process.exit(2);
}

function oneOf<T extends string>(value: string, allowed: readonly T[], flag: string): T {
  if (!(allowed as readonly string[]).includes(value)) fail(`--${flag} must be one of ${allowed.join(', ')}`);
  return value as T;
}

function positive(value: string | undefined, flag: string): number {
  const number = Number(value);
  if (!value || !Number.isFinite(number) || number <= 0) fail(`--${flag} needs a positive number`);
  return number;
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch {
    return false;
  }
}

interface CaseConfig {
  caseId: number;
  score?: number;
  groupNum?: number | null;
}

/** Cases from N.in / N.out files, with scores and groups from cases.json when present. */
async function readCases(dir: string, oi: boolean): Promise<JudgeCaseSpec[]> {
  const ids = (await readdir(dir))
    .map((name) => /^(\d+)\.in$/.exec(name)?.[1])
    .filter((id): id is string => id !== undefined)
    .map(Number)
    .sort((a, b) => a - b);
  if (ids.length === 0) fail(`no N.in files in ${dir}`);
  const configPath = join(dir, 'cases.json');
  const config = (await exists(configPath)) ? (JSON.parse(await readFile(configPath, 'utf8')) as CaseConfig[]) : [];
  const byId = new Map(config.map((item) => [item.caseId, item]));
  // Without configured scores an OI problem splits 100 points evenly, the remainder to the first cases.
  const share = Math.floor(100 / ids.length);
  const remainder = 100 - share * ids.length;
  return ids.map((caseId, index) => ({
    caseId,
    inputName: `${caseId}.in`,
    outputName: `${caseId}.out`,
    score: byId.get(caseId)?.score ?? (oi ? share + (index < remainder ? 1 : 0) : 0),
    groupNum: byId.get(caseId)?.groupNum ?? null,
  }));
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      lang: { type: 'string' },
      source: { type: 'string' },
      cases: { type: 'string' },
      'time-limit': { type: 'string' },
      'memory-limit': { type: 'string' },
      'stack-limit': { type: 'string', default: '128' },
      type: { type: 'string', default: 'acm' },
      'case-mode': { type: 'string', default: JudgeCaseMode.Default },
      'remove-end-blank': { type: 'string', default: 'true' },
      'judge-mode': { type: 'string', default: JudgeMode.Default },
      checker: { type: 'string' },
      'checker-lang': { type: 'string', default: 'C++ 17' },
    },
  });
  if (!values.lang || !values.source || !values.cases) fail('--lang, --source and --cases are required');
  const type = oneOf(values.type, ['acm', 'oi'] as const, 'type');
  const caseMode = oneOf<JudgeCaseModeName>(values['case-mode'], Object.values(JudgeCaseMode), 'case-mode');
  const judgeMode = oneOf<JudgeModeName>(values['judge-mode'], Object.values(JudgeMode), 'judge-mode');
  const removeEndBlank = oneOf(values['remove-end-blank'], ['true', 'false'] as const, 'remove-end-blank') === 'true';
  if (judgeMode !== JudgeMode.Default && !values.checker) fail(`--judge-mode ${judgeMode} needs --checker`);
  const casesDir = resolve(values.cases);

  const job: JudgeJob = {
    submitId: 0,
    problemId: 0,
    dataVersion: 'cli',
    language: values.lang,
    code: await readFile(values.source, 'utf8'),
    type,
    judgeMode,
    judgeCaseMode: caseMode,
    timeLimitMs: positive(values['time-limit'], 'time-limit'),
    memoryLimitMb: positive(values['memory-limit'], 'memory-limit'),
    stackLimitMb: positive(values['stack-limit'], 'stack-limit'),
    removeEndBlank,
    isFileIO: false,
    ioReadFileName: null,
    ioWriteFileName: null,
    ...(values.checker ? { checker: { language: values['checker-lang'], code: await readFile(values.checker, 'utf8') } } : {}),
    userExtraFiles: {},
    judgeExtraFiles: {},
    cases: await readCases(casesDir, type === 'oi'),
    enqueuedAt: new Date().toISOString(),
  };

  const root = resolve(import.meta.dirname, '../../../..');
  const cacheDir = join(process.env.OJ_DATA_DIR ?? join(root, '.run/data'), 'judge-cache');
  // The same images as the judge node: OJ_JUDGE_IMAGE and OJ_JUDGE_PY2_IMAGE, validated alike.
  const images = loadConfig(judgeImagesSchema(), process.env);
  const pool = new SandboxPool({ images, warm: { main: 0, py2: 0 }, log: (message) => process.stderr.write(`judge: ${message}\n`) });
  const started = performance.now();
  try {
    const result = await judgeSubmission(job, casesDir, { pool, cacheDir, judger: 'cli' });
    process.stderr.write(`judge: judged in ${Math.round(performance.now() - started)} ms\n`);
    const output = {
      status: result.status,
      time: result.timeMs,
      memory: result.memoryKb,
      score: result.score,
      compileMessage: result.compileMessage ?? '',
      cases: result.cases.map((item) => ({
        caseId: item.caseId,
        status: item.status,
        time: item.timeMs,
        memory: item.memoryKb,
        score: item.score,
      })),
    };
    process.stdout.write(`${JSON.stringify(output)}\n`);
  } finally {
    await pool.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`judge: cannot judge: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
