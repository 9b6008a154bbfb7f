/**
 * The judge-scaling bench's floor: one job's bare run time on a given core. The solution is compiled
 * once with the language table's command in a sandbox container pinned to that core, then its cases
 * are run one after another from a shell loop (no runner, no limits, no judge), timed by the container's
 * clock; median of `rounds` rounds after one discarded. A core's floor bounds what one slot on it can
 * judge: 1 / floor jobs per second.
 */
import { findLanguage, expandArgv } from '@oj/judge-core';
import { SandboxPool } from '../../apps/judge-node/src/sandbox/pool.ts';
import { LANGUAGE, SOLUTION, caseFiles } from './judge-scaling-platform.ts';
import { sh, timeInContainer, upload } from './shell.ts';
import { median } from './stats.ts';

const DIR = '/w/scaling-floor';

/** The floor on one core. */
export interface CoreFloor {
  core: number;
  /** Rounds kept, each one job's cases run once. */
  runsMs: number[];
  medianMs: number;
}

function quote(arg: string): string {
  return /^[\w./=+-]+$/.test(arg) ? arg : `'${arg.replaceAll("'", `'\\''`)}'`;
}

/** Measures the floor on each of `cores`, one after another (nothing else of the bench runs meanwhile). */
export async function measureFloor(options: { cores: readonly number[]; cases: number; steps: number; rounds: number }): Promise<CoreFloor[]> {
  const language = findLanguage(LANGUAGE);
  if (!language?.compileArgv) throw new Error(`${LANGUAGE} is missing from the language table`);
  const vars = { src: `${DIR}/${language.srcName}`, exe: `${DIR}/${language.exeName}`, dir: DIR, memoryMb: 256, stackMb: 128 };
  const compile = expandArgv(language.compileArgv, vars).map(quote).join(' ');
  const run = expandArgv(language.runArgv, vars).map(quote).join(' ');
  const files = caseFiles(options.cases, options.steps);
  const floors: CoreFloor[] = [];
  for (const core of options.cores) {
    const pool = new SandboxPool({ warm: { main: 1, py2: 0 }, slots: 1, cores: [core] });
    try {
      await pool.start();
      const sandbox = await pool.acquire('main');
      await upload(sandbox.container, DIR, [
        { type: 'file', path: language.srcName, content: SOLUTION },
        ...files.map((file, index) => ({ type: 'file' as const, path: `${index + 1}.in`, content: file.input })),
      ]);
      await sh(sandbox.container, `cd ${DIR} && ${compile}`);
      const check = await sh(sandbox.container, `cd ${DIR} && ${run} < 1.in`);
      if (check !== files[0]?.answer) throw new Error(`the solution printed ${JSON.stringify(check)}, not ${JSON.stringify(files[0]?.answer)}`);
      const command = `cd ${DIR} && for i in $(seq ${files.length}); do ${run} < $i.in; done`;
      const runsMs: number[] = [];
      for (let round = 0; round <= options.rounds; round++) {
        const { inContainerMs } = await timeInContainer(sandbox.container, command);
        if (round > 0) runsMs.push(inContainerMs);
      }
      floors.push({ core, runsMs, medianMs: median(runsMs) });
      pool.release(sandbox);
    } finally {
      await pool.close();
    }
  }
  return floors;
}
