/**
 * Part 1: the native runner's cost per test case, against a bare fork + execve + wait4 loop running the
 * same trivial program, both inside one sandbox container and timed by the container's clock.
 */
import type Docker from 'dockerode';
import { formatRunnerJob, RUNNER_PATH } from '../../apps/judge-node/src/sandbox/runner-protocol.ts';
import type { ProcessSpec } from '../../apps/judge-node/src/sandbox/runner-protocol.ts';
import { SANDBOX_PATH } from '../../apps/judge-node/src/sandbox/docker.ts';
import { median } from './stats.ts';
import { sh, timeInContainer, upload } from './shell.ts';

const DIR = '/w/bench-runner';

const TRIVIAL_C = 'int main(void) { return 0; }\n';

// The baseline: what any judge must do at least per case. Exits non-zero if a child did not exit 0.
const BARE_LOOP_C = `#define _GNU_SOURCE
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char **argv) {
  if (argc < 3) return 2;
  long count = atol(argv[1]);
  char *args[] = { argv[2], NULL };
  char *envp[] = { "PATH=/usr/bin:/bin", NULL };
  for (long i = 0; i < count; i++) {
    pid_t pid = fork();
    if (pid < 0) return 3;
    if (pid == 0) { execve(argv[2], args, envp); _exit(127); }
    int status;
    struct rusage usage;
    if (wait4(pid, &status, 0, &usage) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0) return 4;
  }
  return 0;
}
`;

/** Per-case costs of the runner and of the bare loop, medians over the rounds. */
export interface RunnerOverhead {
  casesPerRound: number;
  rounds: number;
  runnerPerCaseMs: number;
  barePerCaseMs: number;
  overheadPerCaseMs: number;
  runnerRoundsMs: number[];
  bareRoundsMs: number[];
}

/** A case the way the judge runs a C++ program with 1 s / 256 MB limits: own uid, files, rlimits, memory cgroup. */
function caseSpec(index: number, uid: number): ProcessSpec {
  return {
    argv: [`${DIR}/true`],
    env: { PATH: SANDBOX_PATH },
    cwd: `${DIR}/run`,
    stdin: `${DIR}/in.txt`,
    stdout: `${DIR}/out/${index}.out`,
    stderr: `${DIR}/out/${index}.err`,
    uid,
    gid: uid,
    cpuMs: 1000,
    wallMs: 4000,
    memoryKb: 256 * 1024,
    stackKb: 128 * 1024,
    outputBytes: 64 << 20,
    processes: 64,
    openFiles: 128,
  };
}

function runnerJob(count: number, uid: number): string {
  return formatRunnerJob(Array.from({ length: count }, (_, index) => ({ id: String(index + 1), program: caseSpec(index + 1, uid) })));
}

/** Times one runner batch of `count` cases; throws unless every case exited 0. */
async function timeRunner(container: Docker.Container, job: string, count: number): Promise<number> {
  const timed = await timeInContainer(container, `${RUNNER_PATH} ${DIR}/${job} > ${DIR}/run.jsonl`);
  const ok = Number((await sh(container, `grep -c '"exitCode":0,"signal":0,' ${DIR}/run.jsonl || true`)).trim());
  if (ok !== count) throw new Error(`the runner reported ${ok} clean exits out of ${count}`);
  return timed.inContainerMs;
}

async function timeBare(container: Docker.Container, count: number): Promise<number> {
  return (await timeInContainer(container, `${DIR}/bare ${count} ${DIR}/true`)).inContainerMs;
}

/**
 * Compiles the trivial program and the bare loop in the container, then alternates runner and bare
 * batches of `cases` runs each (order swapped every round, after one small warm-up of each).
 */
export async function measureRunnerOverhead(container: Docker.Container, uid: number, cases: number, rounds: number): Promise<RunnerOverhead> {
  const warmupCases = 20;
  await upload(container, DIR, [
    { type: 'dir', path: 'run', mode: 0o1777 },
    { type: 'dir', path: 'out' },
    { type: 'file', path: 'in.txt', content: '1 2\n' },
    { type: 'file', path: 'true.c', content: TRIVIAL_C },
    { type: 'file', path: 'bare.c', content: BARE_LOOP_C },
    { type: 'file', path: 'warmup.job', content: runnerJob(warmupCases, uid) },
    { type: 'file', path: 'cases.job', content: runnerJob(cases, uid) },
  ]);
  // The loop is static like oj-runner: fork cost grows with the parent's mappings, so both parents match.
  await sh(container, `cd ${DIR} && gcc -O2 -o true true.c && gcc -O2 -static -o bare bare.c`);
  await timeRunner(container, 'warmup.job', warmupCases);
  await timeBare(container, warmupCases);

  const runnerRoundsMs: number[] = [];
  const bareRoundsMs: number[] = [];
  for (let round = 0; round < rounds; round++) {
    if (round % 2 === 0) {
      runnerRoundsMs.push(await timeRunner(container, 'cases.job', cases));
      bareRoundsMs.push(await timeBare(container, cases));
    } else {
      bareRoundsMs.push(await timeBare(container, cases));
      runnerRoundsMs.push(await timeRunner(container, 'cases.job', cases));
    }
  }
  const runnerPerCaseMs = median(runnerRoundsMs) / cases;
  const barePerCaseMs = median(bareRoundsMs) / cases;
  return {
    casesPerRound: cases,
    rounds,
    runnerPerCaseMs,
    barePerCaseMs,
    overheadPerCaseMs: runnerPerCaseMs - barePerCaseMs,
    runnerRoundsMs,
    bareRoundsMs,
  };
}
