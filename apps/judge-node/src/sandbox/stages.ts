/**
 * A job runs in two stages, each one request to the container's agent (agent.ts): its archive is
 * extracted into /w by the agent, then the agent runs its steps file (steps.ts), as root, starting no
 * process but the runner's programs.
 *
 *   prepare  the upload (sources, runner jobs, the judge-only archive, both steps files): prepares the
 *            judge-only directory and compiles
 *   run      the run archive (case inputs and directories, which the compiler must never see): runs every
 *            case and the checker. Sent only after a clean compile
 */
import { STAGE_DIR } from './layout.ts';

/** Where the upload puts the steps of the two stages. */
export const PREPARE_STEPS_PATH = `${STAGE_DIR}/prepare.steps`;
export const RUN_STEPS_PATH = `${STAGE_DIR}/run.steps`;
