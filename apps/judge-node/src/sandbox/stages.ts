/**
 * The two execs every pooled sandbox starts while it waits for a job, so that Docker's process launch
 * (~50 ms each) is off the judging path. Both run as root, blocked on their stdin:
 *
 *   prepare  `tar -x` of the upload piped to it, then sources /w/stage/prepare.sh (from the upload)
 *   run      waits for the line "run", `tar -x` of the archive that follows it (the case inputs and
 *            directories, which the compiler must never see), then sources /w/stage/run.sh; released
 *            after a clean compile
 *
 * Closing a stage's stdin unfed ends it (tar finds no archive, `read` finds end of file), and removing the
 * container ends both; nothing of the job runs before its upload arrives.
 */
import type Docker from 'dockerode';
import { ExecSession, READY_MARKER } from './exec.ts';
import { STAGE_DIR, WORK_DIR } from './layout.ts';

/** Where the upload puts the scripts of the two stages. */
export const PREPARE_SCRIPT_PATH = `${STAGE_DIR}/prepare.sh`;
export const RUN_SCRIPT_PATH = `${STAGE_DIR}/run.sh`;

/** What releases the run stage; the run archive follows it on the same stdin. */
export const RUN_SIGNAL = 'run\n';

// `.` rather than `sh file`: one process less. A failed tar or an unfed stdin exits with its status.
// `read` takes the signal byte by byte (stdin is a pipe), so tar gets the archive right after it.
const PREPARE_COMMAND = ['sh', '-c', `printf ${READY_MARKER} >&2; tar -x -C ${WORK_DIR} -f - || exit; . ${PREPARE_SCRIPT_PATH}`];
const RUN_COMMAND = ['sh', '-c', `printf ${READY_MARKER} >&2; read -r go && [ "$go" = run ] || exit; tar -x -C ${WORK_DIR} -f - || exit; . ${RUN_SCRIPT_PATH}`];

/** A sandbox's parked execs. */
export interface SandboxStages {
  prepare: ExecSession;
  run: ExecSession;
}

/** Starts both stages in a started container; `ready` settles once both processes wait on stdin. */
export async function parkStages(container: Docker.Container): Promise<SandboxStages> {
  const options = { stdin: true, announcesReady: true, parked: true };
  const [prepare, run] = await Promise.allSettled([
    ExecSession.open(container, PREPARE_COMMAND, options),
    ExecSession.open(container, RUN_COMMAND, options),
  ]);
  if (prepare.status === 'fulfilled' && run.status === 'fulfilled') return { prepare: prepare.value, run: run.value };
  for (const started of [prepare, run]) if (started.status === 'fulfilled') started.value.abandon();
  throw prepare.status === 'rejected' ? prepare.reason : (run as PromiseRejectedResult).reason;
}

/** Both stages launched and blocked on their stdin; rejects after `timeoutMs` or if one ended. */
export async function stagesReady(stages: SandboxStages, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`the sandbox's parked execs did not start in ${timeoutMs} ms`));
    }, timeoutMs);
  });
  try {
    await Promise.race([Promise.all([stages.prepare.ready, stages.run.ready]), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Neither stage used yet and both still connected. */
export function stagesAlive(stages: SandboxStages): boolean {
  return stages.prepare.alive && stages.run.alive;
}

/** Ends whatever stage is still waiting (a job that stopped early, or an idle sandbox being removed). */
export function abandonStages(stages: SandboxStages): void {
  stages.prepare.abandon();
  stages.run.abandon();
}
