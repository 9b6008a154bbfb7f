/** Prints the benchmark's sections and the closing summary table with targets. */
import type { BareCompile } from './compile.ts';
import type { CpuStability } from './cpu-stability.ts';
import type { ExecProbe } from './exec-probe.ts';
import type { LatencyReport, Phase } from './latency.ts';
import type { RunnerOverhead } from './runner-overhead.ts';
import { median, ms, percentile, table } from './stats.ts';
import type { ThroughputFigure } from './throughput.ts';

/** Target of the runner's cost per case over a bare fork + exec. */
export const RUNNER_OVERHEAD_TARGET_MS = 2;
/** Target of submit-to-verdict latency over the bare compile time. */
export const LATENCY_OVERHEAD_TARGET_MS = 150;
/** Target of max / min CPU time of one fixed program judged repeatedly while the other slots are busy. */
export const CPU_STABILITY_TARGET = 1.1;

/** What was measured directly in sandbox containers, before the judge node started. */
export interface SandboxFigures {
  runner: RunnerOverhead;
  compile: BareCompile;
  exec: ExecProbe;
  /** The first compile in each of several freshly started containers. */
  freshCompileMs: number[];
  /** The same while another container starts, as the pool's refill does during judging. */
  freshCompileAlongsideStartMs: number[];
}

/** Everything measured in one run. */
export interface BenchResults extends SandboxFigures {
  latency: LatencyReport;
  throughput: ThroughputFigure[];
  concurrency: number;
  casesPerSubmission: number;
  stability: CpuStability;
}

function print(text = ''): void {
  process.stdout.write(`${text}\n`);
}

function verdict(pass: boolean): string {
  return pass ? 'PASS' : 'MISS';
}

/** Section 1: runner versus bare loop. */
export function printRunner(runner: RunnerOverhead): void {
  print(`\n== 1. Runner cost per case (${runner.rounds} rounds x ${runner.casesPerRound} runs of a trivial C program, one container)`);
  print(
    table(
      ['', 'per round (in-container clock)', 'per case (median round)'],
      [
        ['oj-runner', runner.runnerRoundsMs.map(ms).join(', '), ms(runner.runnerPerCaseMs)],
        ['bare fork+execve+wait4 (C)', runner.bareRoundsMs.map(ms).join(', '), ms(runner.barePerCaseMs)],
        ['runner overhead', '', ms(runner.overheadPerCaseMs)],
      ],
    ),
  );
}

/** Section 2: bare compile, end-to-end latency and its breakdown. */
export function printLatency(sandbox: SandboxFigures, latency: LatencyReport, casesPerSubmission: number): void {
  const { compile, exec, freshCompileMs, freshCompileAlongsideStartMs } = sandbox;
  print('\n== 2a. Bare compile in a warm sandbox container');
  print(`command: ${compile.command}`);
  print(`runs (in-container clock): ${compile.runsMs.map(ms).join(', ')} (first C++ compile in that container, dropped: ${ms(compile.firstRunMs)})`);
  print(`median ${ms(compile.medianMs)}; as one docker exec seen from the host: median ${ms(compile.hostMedianMs)}`);
  print(`first compile in a freshly started container: ${freshCompileMs.map(ms).join(', ')}; median ${ms(median(freshCompileMs))}`);
  print(
    `the same while another container starts (the pool's refill): ${freshCompileAlongsideStartMs.map(ms).join(', ')}; ` +
      `median ${ms(median(freshCompileAlongsideStartMs))}`,
  );
  print(
    `one docker exec (${exec.runs} probes, medians): round trip ${ms(exec.roundTripMs)}, call -> process running ${ms(exec.launchMs)}, ` +
      `process done -> call returns ${ms(exec.returnMs)} (ms clock); an exec launched ahead and fed its stdin: ${ms(exec.prelaunchedMs)}`,
  );

  const totals = latency.runs.map((run) => run.totalMs);
  print(`\n== 2b. Submit -> verdict, C++ A+B (${casesPerSubmission} cases), ${latency.runs.length} runs one at a time, warm pool`);
  print(`runs: ${totals.map(ms).join(', ')}`);
  print(`median ${ms(latency.medianMs)}, p90 ${ms(latency.p90Ms)}, min ${ms(percentile(totals, 0))}, max ${ms(percentile(totals, 100))}`);
  print(`g++ inside the judge (runner-measured, compiler uid and rlimits): median ${ms(latency.compileInJudgeMs)}`);
  print(`paired bare compiles (warm container, just before each run): ${latency.pairedCompileMs.map(ms).join(', ')}`);
  print(`latency - paired bare compile: median ${ms(latency.pairedOverMedianMs)}, p90 ${ms(latency.pairedOverP90Ms)}`);
  print('\nWhere the time goes (median of each phase; phases add up to one run):');
  printPhases(latency.phases);
}

/** A table of phase medians with their sum and the part that is not the compiler. */
function printPhases(all: readonly Phase[]): void {
  const phases = all.filter((phase) => Number.isFinite(phase.medianMs)); // the batch has no per-job publish times
  const phaseSum = phases.reduce((total, phase) => total + phase.medianMs, 0);
  const rows = phases.map((phase) => [phase.name, ms(phase.medianMs), `${((phase.medianMs / phaseSum) * 100).toFixed(1)}%`]);
  const nonCompile = phases.filter((phase) => phase.compile !== true).reduce((total, phase) => total + phase.medianMs, 0);
  rows.push(['sum of phase medians', ms(phaseSum), ''], ['  of which not compiling', ms(nonCompile), '']);
  print(table(['phase', 'median', 'share'], rows));
}

/** Section 3: throughput. */
export function printThroughput(throughput: ThroughputFigure, concurrency: number): void {
  const mix = Object.entries(throughput.byLanguage)
    .map(([language, count]) => `${count} ${language}`)
    .join(' + ');
  print(`\n== 3. Throughput (${throughput.mix}): ${throughput.jobs} A+B submissions (${mix}) enqueued at once, node concurrency ${concurrency}`);
  print(
    `all verdicts after ${ms(throughput.wallMs)} (${throughput.accepted}/${throughput.jobs} Accepted); median time to verdict ${ms(throughput.medianLatencyMs)}`,
  );
  const compiles = Object.entries(throughput.bareCompileMs)
    .map(([language, value]) => `${language} ${ms(value)}`)
    .join(', ');
  print(
    `${throughput.perMinute.toFixed(1)} / min against a compile-bound limit of ${throughput.limitPerMinute.toFixed(1)} / min ` +
      `(${throughput.slots} slots, bare compile medians just before: ${compiles}): ${(throughput.ratio * 100).toFixed(1)} %`,
  );
  const parallel = Object.entries(throughput.parallelCompileMs)
    .map(([language, value]) => `${language} ${ms(value)}`)
    .join(', ');
  print(
    `against the limit with one bare compile per slot at once (${parallel}): ${throughput.parallelLimitPerMinute.toFixed(1)} / min, ` +
      `${(throughput.parallelRatio * 100).toFixed(1)} %`,
  );
  const work = Object.entries(throughput.bareWorkMs)
    .map(([language, value]) => `${language} ${ms(value)}`)
    .join(', ');
  print(
    `against the limit of bare compile + bare runs of the cases per job (${work}): ${throughput.workLimitPerMinute.toFixed(1)} / min, ` +
      `${(throughput.workRatio * 100).toFixed(1)} %`,
  );
  print(
    `inside the batch: g++ in the judge median ${ms(throughput.compileInBatchMs)}, one judge call median ${ms(throughput.judgeCallMs)}, ` +
      `slots busy ${(throughput.slotBusyShare * 100).toFixed(1)} % of the time`,
  );
  const beyond = Object.entries(throughput.beyondCompileMs)
    .map(([language, value]) => `${language} ${ms(value)}`)
    .join(', ');
  print(`a judge call beyond its own compile, median: ${beyond}; compiles are ${(throughput.compileShare * 100).toFixed(1)} % of the judge calls' time`);
  print("where a C++ job's time goes inside the batch (as in 2b):");
  printPhases(throughput.cppPhases);
}

/** Throughput targets: the share of the compile-bound limit, all C++ and mixed. */
export const THROUGHPUT_RATIO_TARGET: Readonly<Record<ThroughputFigure['mix'], number>> = { cpp: 0.9, mixed: 0.8 };

function throughputPasses(figure: ThroughputFigure): boolean {
  return figure.ratio >= THROUGHPUT_RATIO_TARGET[figure.mix];
}

/** Section 4: CPU time of a fixed burner while the other slots are busy. */
export function printStability(stability: CpuStability): void {
  print(`\n== 4. CPU time stability: a fixed ~300 ms burner judged ${stability.runs} times, ${stability.neighbours} other slot(s) busy`);
  const row = (run: CpuStability['pinned']): string[] => [
    run.pinned ? 'a core per slot (CpusetCpus)' : 'every core shared',
    run.timesMs.join(', '),
    `${Math.min(...run.timesMs)} / ${Math.max(...run.timesMs)} ms`,
    run.ratio.toFixed(3),
  ];
  print(table(['containers', 'reported CPU times (ms)', 'min / max', 'max / min'], [row(stability.pinned), row(stability.shared)]));
}

/** Whether the pinned run met its target. */
export function stabilityPasses(stability: CpuStability): boolean {
  return stability.pinned.ratio <= CPU_STABILITY_TARGET;
}

/** The closing table; returns whether every target was met. */
export function printSummary(results: BenchResults): boolean {
  const { runner, compile, latency, throughput } = results;
  const runnerPass = runner.overheadPerCaseMs < RUNNER_OVERHEAD_TARGET_MS;
  const latencyPass = latency.pairedOverMedianMs <= LATENCY_OVERHEAD_TARGET_MS;
  const target = `<= ${LATENCY_OVERHEAD_TARGET_MS} ms`;
  print('\n== Summary');
  print(
    table(
      ['figure', 'measured', 'target', 'result'],
      [
        ['runner cost per case over bare fork+exec', ms(runner.overheadPerCaseMs), `< ${RUNNER_OVERHEAD_TARGET_MS} ms`, verdict(runnerPass)],
        ['  runner / bare per case', `${ms(runner.runnerPerCaseMs)} / ${ms(runner.barePerCaseMs)}`, '', ''],
        ['bare g++ compile, warm container (median)', `${ms(compile.medianMs)}; paired ${ms(median(latency.pairedCompileMs))}`, '', 'info'],
        ['bare g++ compile, fresh container (median)', ms(median(results.freshCompileMs)), '', 'info'],
        ['  ... while another container starts', ms(median(results.freshCompileAlongsideStartMs)), '', 'info'],
        ['g++ inside the judge (median)', ms(latency.compileInJudgeMs), '', 'info'],
        ['one docker exec round trip (median)', ms(results.exec.roundTripMs), '', 'info'],
        ['submit -> verdict C++ A+B, median / p90', `${ms(latency.medianMs)} / ${ms(latency.p90Ms)}`, '', ''],
        ['  latency - paired bare compile, median', ms(latency.pairedOverMedianMs), target, verdict(latencyPass)],
        [
          '  latency - paired bare compile, p90',
          ms(latency.pairedOverP90Ms),
          `(${target})`,
          `(${verdict(latency.pairedOverP90Ms <= LATENCY_OVERHEAD_TARGET_MS)})`,
        ],
        [
          '  median latency - median 2a bare compile',
          ms(latency.medianMs - compile.medianMs),
          `(${target})`,
          `(${verdict(latency.medianMs - compile.medianMs <= LATENCY_OVERHEAD_TARGET_MS)})`,
        ],
        ...throughput.flatMap((figure) => [
          [`throughput, ${figure.mix} (${figure.jobs} jobs, concurrency ${results.concurrency})`, `${figure.perMinute.toFixed(1)} / min`, '', ''],
          [
            `  ratio to the compile-bound limit (${figure.limitPerMinute.toFixed(1)} / min)`,
            `${(figure.ratio * 100).toFixed(1)} %`,
            `>= ${THROUGHPUT_RATIO_TARGET[figure.mix] * 100} %`,
            verdict(throughputPasses(figure)),
          ],
          [
            `  ratio to the limit of ${figure.slots} bare compiles at once (${figure.parallelLimitPerMinute.toFixed(1)} / min)`,
            `${(figure.parallelRatio * 100).toFixed(1)} %`,
            `(>= ${THROUGHPUT_RATIO_TARGET[figure.mix] * 100} %)`,
            `(${verdict(figure.parallelRatio >= THROUGHPUT_RATIO_TARGET[figure.mix])})`,
          ],
          [
            `  ratio to the limit of bare compile + bare case runs (${figure.workLimitPerMinute.toFixed(1)} / min)`,
            `${(figure.workRatio * 100).toFixed(1)} %`,
            '',
            'info',
          ],
          ["  compiles' share of the judge calls' time", `${(figure.compileShare * 100).toFixed(1)} %`, '', 'info'],
          ...Object.entries(figure.beyondCompileMs).map(([language, value]) => [
            `  a ${language} judge call beyond its compile (median)`,
            ms(value),
            '',
            'info',
          ]),
        ]),
        [
          'CPU time max / min, other slots busy, a core per slot',
          results.stability.pinned.ratio.toFixed(3),
          `<= ${CPU_STABILITY_TARGET}`,
          verdict(stabilityPasses(results.stability)),
        ],
        ['  ... every core shared', results.stability.shared.ratio.toFixed(3), '', 'info'],
      ],
    ),
  );
  return runnerPass && latencyPass && stabilityPasses(results.stability) && throughput.every(throughputPasses);
}
