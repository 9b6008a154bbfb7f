/**
 * A job runs in two stages, each one request to the container's agent (agent.ts): its archive is
 * extracted into /w, then its script runs as root.
 *
 *   prepare  the upload (sources, runner jobs, the judge-only archive, both scripts); prepare.sh
 *            prepares the judge-only directory and compiles
 *   run      the run archive (case inputs and directories, which the compiler must never see); run.sh
 *            runs every case and the checker. Sent only after a clean compile
 */
import { STAGE_DIR } from './layout.ts';

/** Where the upload puts the scripts of the two stages. */
export const PREPARE_SCRIPT_PATH = `${STAGE_DIR}/prepare.sh`;
export const RUN_SCRIPT_PATH = `${STAGE_DIR}/run.sh`;
