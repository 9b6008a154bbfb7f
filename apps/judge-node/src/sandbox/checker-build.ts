/**
 * Special-judge checkers and interactors are compiled once, statically (so the binary also runs in the
 * bullseye image next to Python 2 programs), and cached on the host by a hash of their sources.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { JudgeCheckerSource } from '@oj/contracts';
import { expandArgv, expandEnv, findLanguage } from '@oj/judge-core';
import { SANDBOX_PATH } from './docker.ts';
import { archivePath, OUT_DIR, SRC_DIR, STAGE_DIR, uidsOf } from './layout.ts';
import type { SandboxPool } from './pool.ts';
import { formatRunnerJob, parseRunnerOutput } from './runner-protocol.ts';
import type { ProcessResult } from './runner-protocol.ts';
import { PREPARE_STEPS_PATH } from './stages.ts';
import { formatSteps } from './steps.ts';
import { packTar, unpackTar } from './tar.ts';

/**
 * A compiled checker, or why there is none: `message` for a judged submission's System Error,
 * `compilerOutput` the compiler's own text when it ran and refused the code.
 */
export type CheckerBuild = { ok: true; binary: Buffer } | { ok: false; message: string; compilerOutput?: string };

const MESSAGE_MAX_BYTES = 8192;
const inFlight = new Map<string, Promise<CheckerBuild>>();

/** Cache key: language, source and the judge-side extra files it may include (e.g. testlib.h). */
function buildKey(source: JudgeCheckerSource, extraFiles: Readonly<Record<string, string>>): string {
  const hash = createHash('sha256').update(source.language).update('\0').update(source.code);
  for (const name of Object.keys(extraFiles).sort())
    hash
      .update('\0')
      .update(name)
      .update('\0')
      .update(extraFiles[name] ?? '');
  return hash.digest('hex').slice(0, 32);
}

/** The compiler's refusal as the admin sees it: its output, or what stopped it when it printed nothing. */
function compilerText(program: ProcessResult, message: string): string {
  if (program.cpuExceeded || program.wallExceeded) return `Compilation time limit exceeded\n${message}`;
  if (program.oomKilled) return `Compilation memory limit exceeded\n${message}`;
  if (program.signal !== null) return `The compiler was killed by signal ${program.signal}\n${message}`;
  return message.trim() === '' ? `The compiler exited with code ${String(program.exitCode)}` : message;
}

async function compile(pool: SandboxPool, source: JudgeCheckerSource, extraFiles: Readonly<Record<string, string>>): Promise<CheckerBuild> {
  const language = findLanguage(source.language);
  if (!language?.spj || !language.compileArgv) {
    return { ok: false, message: `Checker language not supported: ${source.language}` };
  }
  const src = `${SRC_DIR}/${language.srcName}`;
  const exe = `${SRC_DIR}/${language.exeName}`;
  const vars = { src, exe, dir: SRC_DIR };
  const sandbox = await pool.acquire('main');
  try {
    const compilerUid = uidsOf(sandbox.uidBase).compiler;
    const job = formatRunnerJob([
      {
        id: 'checker',
        program: {
          argv: [...expandArgv(language.compileArgv, vars), '-static', '-O2'],
          env: { PATH: SANDBOX_PATH, ...expandEnv(language.compileEnv, vars) },
          cwd: SRC_DIR,
          stdout: `${OUT_DIR}/compile.msg`,
          stderr: `${OUT_DIR}/compile.msg`,
          uid: compilerUid,
          gid: compilerUid,
          cpuMs: 30_000,
          wallMs: 60_000,
          stackKb: 128 * 1024,
          outputBytes: 256 << 20,
          processes: 128,
          openFiles: 256,
        },
      },
    ]);
    // Run by the sandbox's agent once it has extracted the upload; a failed compile leaves no binary to collect.
    const steps = formatSteps([
      { kind: 'run', job: `${STAGE_DIR}/compile.job`, results: `${OUT_DIR}/compile.jsonl` },
      { kind: 'collect', paths: ['out', archivePath(exe)] },
    ]);
    const upload = packTar([
      { type: 'dir', path: 'src', mode: 0o1777 },
      { type: 'dir', path: 'out' },
      { type: 'dir', path: 'stage' },
      { type: 'file', path: archivePath(src), content: source.code },
      ...Object.entries(extraFiles).map(([name, content]) => ({ type: 'file' as const, path: `src/${name}`, content })),
      { type: 'file', path: archivePath(`${STAGE_DIR}/compile.job`), content: job },
      { type: 'file', path: archivePath(PREPARE_STEPS_PATH), content: steps },
    ]);
    const output = await sandbox.agent.stage(PREPARE_STEPS_PATH, upload, 120_000, 'the checker build');
    const files = unpackTar(output.stdout);
    const result = parseRunnerOutput(files.get('out/compile.jsonl')?.toString() ?? '')[0];
    const message = (files.get('out/compile.msg') ?? Buffer.alloc(0)).subarray(0, MESSAGE_MAX_BYTES).toString();
    const binary = files.get(archivePath(exe));
    if (!result || result.program.error) return { ok: false, message: `Checker build failed: ${result?.program.error ?? output.stderr.toString()}` };
    if (result.program.exitCode !== 0 || !binary)
      return { ok: false, message: `Checker compile error:\n${message}`, compilerOutput: compilerText(result.program, message) };
    return { ok: true, binary };
  } finally {
    pool.release(sandbox);
  }
}

/** The checker's or interactor's binary, from the cache directory or compiled now. */
export async function buildChecker(
  pool: SandboxPool,
  source: JudgeCheckerSource,
  extraFiles: Readonly<Record<string, string>>,
  cacheDir: string,
): Promise<CheckerBuild> {
  const key = buildKey(source, extraFiles);
  const path = join(cacheDir, 'checkers', `${key}.bin`);
  try {
    return { ok: true, binary: await readFile(path) };
  } catch {
    // Not built yet on this node.
  }
  let build = inFlight.get(key);
  if (!build) {
    build = compile(pool, source, extraFiles).then(async (result) => {
      if (result.ok) {
        await mkdir(join(cacheDir, 'checkers'), { recursive: true });
        await writeFile(`${path}.${process.pid}.tmp`, result.binary, { mode: 0o755 });
        await rename(`${path}.${process.pid}.tmp`, path);
      }
      return result;
    });
    inFlight.set(key, build);
    void build.finally(() => inFlight.delete(key)).catch(() => undefined);
  }
  return build;
}
