/**
 * Part 2a: the bare compile time of C++ A+B: the language table's exact g++ command run directly in a
 * warm sandbox container (no runner, no tar), timed by the container's clock.
 */
import type Docker from 'dockerode';
import { expandArgv } from '@oj/judge-core';
import type { LanguageSpec } from '@oj/judge-core';
import type { Sandbox, SandboxPool } from '../../apps/judge-node/src/sandbox/pool.ts';
import { median } from './stats.ts';
import { timeInContainer, upload } from './shell.ts';

const DIR = '/w/bench-compile';

/** Compile timings; the first (cold) run is dropped. */
export interface BareCompile {
  command: string;
  runsMs: number[];
  medianMs: number;
  /** The same compile as one docker exec seen from the host: adds the exec round trip. */
  hostMedianMs: number;
  /** The discarded first run: the first C++ compile in this container. */
  firstRunMs: number;
}

function quote(arg: string): string {
  return /^[\w./=+-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", `'\\''`)}'`;
}

function compileCommand(language: LanguageSpec): string {
  if (!language.compileArgv) throw new Error(`${language.name} has no compile step`);
  const argv = expandArgv(language.compileArgv, { src: `${DIR}/${language.srcName}`, exe: `${DIR}/${language.exeName}`, dir: DIR });
  return `cd ${DIR} && ${argv.map(quote).join(' ')}`;
}

async function uploadSource(container: Docker.Container, language: LanguageSpec): Promise<void> {
  await upload(container, DIR, [{ type: 'file', path: language.srcName, content: language.template }]);
}

/** Compiles the language's template `runs` times (after one discarded warm-up) and reports the median. */
export async function measureBareCompile(container: Docker.Container, language: LanguageSpec, runs: number): Promise<BareCompile> {
  const command = compileCommand(language);
  await uploadSource(container, language);
  const first = await timeInContainer(container, command);
  const samples = [];
  for (let run = 0; run < runs; run++) samples.push(await timeInContainer(container, command));
  const runsMs = samples.map((sample) => sample.inContainerMs);
  return {
    command: command.replace(/^cd \S+ && /, ''),
    runsMs,
    medianMs: median(runsMs),
    hostMedianMs: median(samples.map((sample) => sample.hostMs)),
    firstRunMs: first.inContainerMs,
  };
}

/**
 * One more bare compile in the same warm container (after measureBareCompile uploaded the source), in
 * ms by the container's clock: the paired reference taken right before each latency run.
 */
export async function bareCompileOnce(container: Docker.Container, language: LanguageSpec): Promise<number> {
  return (await timeInContainer(container, compileCommand(language))).inContainerMs;
}

/**
 * The same compile as the first one in freshly started containers, which is what the judge does:
 * each sample starts a container, uploads, compiles once, and removes it before the next. With
 * `alongsideStart`, another container is started while g++ runs, as the pool's refill does during
 * a real judging (acquire starts the replacement at once).
 */
export async function measureFreshCompile(pool: SandboxPool, language: LanguageSpec, runs: number, alongsideStart: boolean): Promise<number[]> {
  const command = compileCommand(language);
  const samples: number[] = [];
  for (let run = 0; run < runs; run++) {
    const sandbox = await pool.acquire(language.image);
    let other: Promise<Sandbox> | null = null;
    try {
      await uploadSource(sandbox.container, language);
      if (alongsideStart) other = pool.acquire(language.image);
      samples.push((await timeInContainer(sandbox.container, command)).inContainerMs);
    } finally {
      await pool.dispose(sandbox);
      if (other) await pool.dispose(await other);
    }
  }
  return samples;
}

/**
 * The bare compile with `containers.length` of them running at once, one per container (each pinned to a
 * core of its own by the pool): what each slot's compile costs when every slot compiles, as in a
 * throughput batch. Median over `rounds` rounds of every sample, after one discarded round.
 */
export async function measureParallelBareCompile(containers: readonly Docker.Container[], language: LanguageSpec, rounds: number): Promise<number> {
  const command = compileCommand(language);
  await Promise.all(containers.map((container) => uploadSource(container, language)));
  const samples: number[] = [];
  for (let round = 0; round <= rounds; round++) {
    const times = await Promise.all(containers.map(async (container) => (await timeInContainer(container, command)).inContainerMs));
    if (round > 0) samples.push(...times);
  }
  return median(samples);
}

/**
 * The bare cost of running a submission's cases: the program compiled by measureBareCompile (in the same
 * container), started `cases` times one after another on an A+B input from a shell loop, no runner, no
 * limits. Median over `rounds` rounds after one discarded round, by the container's clock.
 */
export async function measureBareRuns(container: Docker.Container, language: LanguageSpec, cases: number, rounds: number): Promise<number> {
  await upload(container, DIR, [{ type: 'file', path: 'case.in', content: '20 22\n' }]);
  const vars = { src: `${DIR}/${language.srcName}`, exe: `${DIR}/${language.exeName}`, dir: DIR, memoryMb: 256, stackMb: 128 };
  const run = expandArgv(language.runArgv, vars).map(quote).join(' ');
  // The run environment is exported once, so the loop starts nothing but the program.
  const exports = Object.entries(language.runEnv)
    .map(([key, value]) => `export ${key}=${quote(value)} && `)
    .join('');
  const command = `cd ${DIR} && ${exports}for i in $(seq ${String(cases)}); do ${run} < case.in; done`;
  const samples: number[] = [];
  for (let round = 0; round <= rounds; round++) {
    const { inContainerMs } = await timeInContainer(container, command);
    if (round > 0) samples.push(inContainerMs);
  }
  return median(samples);
}
