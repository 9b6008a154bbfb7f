/**
 * The sandbox's work directory (/w, a tmpfs) and who may touch what in it. Three uids per container:
 * the compiler, the submitted program, and the judge side (checker, interactor). The runner, as root,
 * creates every file a program's output goes to, so programs can write only through those descriptors.
 * Root here has no CAP_DAC_OVERRIDE: a root-owned 0700 directory is closed to every other uid.
 *
 *   /w/src       1777  source and user extra files; the compiler writes its artifact here
 *   /w/stage     0700  root: steps files, runner jobs (they name the case directories) and the judge archive
 *   /w/out       0700  root: compile message, runner results, every case's stdout, stderr, checker and
 *                      interactor messages. Opened to 0711 only once every program has ended, for the checker
 *   /w/private   1777  holds judge/ (0700, judge uid): checker or interactor, answers, interactive inputs, and
 *                      each case's feedback directory <n>.feedback (the protocols that write files or read
 *                      named ones); a reader running as the judge uid copies feedback files out into /w/out
 *   -- from the run stage's archive, after the compile: --
 *   /w/in        0700  case inputs, root only: the runner opens a program's stdin as root; opened to 0711 for
 *                      the checker with /w/out (absent in interactive mode: only the interactor reads them)
 *   /w/run       0711  root, not listable. Case n works in /w/run/<n>-<token> (1777), its token random per
 *                      case, so that no case can find another's directory (file-IO output, leftovers)
 */

import { FEEDBACK_FILES_MAX } from '@oj/judge-core';

export const WORK_DIR = '/w';
export const SRC_DIR = '/w/src';
export const IN_DIR = '/w/in';
export const OUT_DIR = '/w/out';
export const RUN_DIR = '/w/run';
export const STAGE_DIR = '/w/stage';
export const JUDGE_DIR = '/w/private/judge';

/** Name of the checker or interactor binary inside JUDGE_DIR. */
export const JUDGE_BINARY = 'judge-program';
/** Where the checker or interactor binary is in the container. */
export const JUDGE_PROGRAM_PATH = `${JUDGE_DIR}/${JUDGE_BINARY}`;

/**
 * Case `index`'s feedback directory, in the judge-only directory: the checker or interactor may write
 * there (Kattis feedback, Lemon's score), and SYZOJ's checker finds its named files there.
 */
export function feedbackDir(index: number): string {
  return `${JUDGE_DIR}/${feedbackDirName(index)}`;
}

/** The name of case `index`'s feedback directory inside the judge-only directory. */
export function feedbackDirName(index: number): string {
  return `${index}.feedback`;
}

/** The three uids of one container, derived from its base uid. */
export interface SandboxUids {
  program: number;
  judge: number;
  compiler: number;
}

/** Uids of a container whose base uid is `base` (each container gets its own, see SandboxPool). */
export function uidsOf(base: number): SandboxUids {
  return { program: base, judge: base + 1, compiler: base + 2 };
}

/** The container paths of one case's files. */
export interface CasePaths {
  input: string;
  stdout: string;
  stderr: string;
  checkerOutput: string;
  /** The checker's stderr when a protocol keeps it apart from its stdout (SYZOJ's message). */
  checkerErr: string;
  interactorErr: string;
  /**
   * The case's feedback files as the judge side's readers copied them out (Kattis, Lemon), in the order its
   * call names them: FEEDBACK_FILES_MAX paths, of which a call uses as many as it reads.
   */
  feedback: readonly string[];
  /** Its working directory, named with a random token so that no other case can find it. */
  cwd: string;
}

/** Paths of case `index` (1-based position in the job, not the caseId); `token` names its directory. */
export function casePaths(index: number, token = ''): CasePaths {
  return {
    input: `${IN_DIR}/${index}.in`,
    stdout: `${OUT_DIR}/${index}.out`,
    stderr: `${OUT_DIR}/${index}.err`,
    checkerOutput: `${OUT_DIR}/${index}.chk`,
    checkerErr: `${OUT_DIR}/${index}.chke`,
    interactorErr: `${OUT_DIR}/${index}.ierr`,
    feedback: Array.from({ length: FEEDBACK_FILES_MAX }, (_, position) => `${OUT_DIR}/${index}.fb${position + 1}`),
    cwd: token ? `${RUN_DIR}/${index}-${token}` : `${RUN_DIR}/${index}`,
  };
}

/** Drops the leading "/w/" to get a path inside the archives rooted at /w. */
export function archivePath(path: string): string {
  if (!path.startsWith(`${WORK_DIR}/`)) throw new Error(`not under ${WORK_DIR}: ${path}`);
  return path.slice(WORK_DIR.length + 1);
}
