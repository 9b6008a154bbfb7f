/**
 * What the modes with a judge-side program share (special judge, interactive): the program compiled
 * from the job's checker source, the answer in the judge-only directory, the call of the job's checker
 * protocol (judge-core's checker protocols) wired into the sandbox, and the reading of what it left.
 *
 * Protocols that write files (Kattis feedback, Lemon's score) or read named ones (SYZOJ) get a feedback
 * directory of the case inside the judge-only directory, so that only the judge uid ever sees it; readers
 * running as the judge uid afterwards copy the feedback files out into /w/out, whose files the runner
 * creates as root, and the host reads them there like any checker message.
 */
import { CheckerProtocol, Verdict } from '@oj/contracts';
import type { CheckerProtocolName, JudgeCheckerSource, JudgeJob } from '@oj/contracts';
import { hasInteractorForm, judgeSidePrinted, protocolVerdict } from '@oj/judge-core';
import type { CheckerVerdict, JudgeSideCall, JudgeSideFiles, JudgeSideReport } from '@oj/judge-core';
import { JobError } from '../job-error.ts';
import { feedbackDir, feedbackDirName, JUDGE_DIR, JUDGE_PROGRAM_PATH } from '../layout.ts';
import type { CasePaths, SandboxUids } from '../layout.ts';
import { judgeSideSpec } from '../process-specs.ts';
import type { ProcessResult, ProcessSpec } from '../runner-protocol.ts';
import type { TarEntry } from '../tar.ts';
import type { CasePlanInput, LoadedCase } from './strategy.ts';

/** The job's own checker or interactor source; a job of such a mode without one cannot be judged. */
export function jobChecker(job: JudgeJob): JudgeCheckerSource {
  if (!job.checker) throw new JobError(`Judge mode ${job.judgeMode} needs a checker`);
  return job.checker;
}

/** The extra arguments of the job's Kattis checker or interactor (none for other protocols, which have no place for them). */
export function jobValidatorFlags(job: JudgeJob): readonly string[] {
  return jobProtocol(job) === CheckerProtocol.Kattis ? (job.validatorFlags ?? []) : [];
}

/** The protocol the job's checker or interactor follows: testlib unless the job names another. */
export function jobProtocol(job: JudgeJob): CheckerProtocolName {
  return job.checkerProtocol ?? CheckerProtocol.Testlib;
}

/** The job's interactor, refused when its protocol has no interactive form (before anything compiles). */
export function jobInteractor(job: JudgeJob): JudgeCheckerSource {
  const checker = jobChecker(job);
  const protocol = jobProtocol(job);
  if (!hasInteractorForm(protocol))
    throw new JobError(`An interactor cannot follow the ${protocol} protocol: interactive problems take testlib or Kattis interactors`);
  return checker;
}

/** Case `index`'s answer in the judge-only directory: its container path (null without one) and its entry. */
export function judgeAnswer(index: number, loaded: LoadedCase): { path: string | null; files: TarEntry[] } {
  if (!loaded.answer) return { path: null, files: [] };
  return { path: `${JUDGE_DIR}/${index}.ans`, files: [{ type: 'file', path: `${index}.ans`, content: loaded.answer }] };
}

/** The case's files as judge-core's protocols name them; `input` and `output` as the mode places them. */
export function judgeSideFiles(plan: CasePlanInput, input: string, output: string, answer: string | null): JudgeSideFiles {
  return {
    input,
    output,
    answer,
    feedbackDir: feedbackDir(plan.index),
    interactorOutput: `${JUDGE_DIR}/${plan.index}.tout`,
    source: plan.source,
    score: plan.loaded.spec.score,
  };
}

/** The judge-only entries a call needs: its case's feedback directory, with the links it expects in it. */
export function feedbackEntries(index: number, call: JudgeSideCall): TarEntry[] {
  if (!call.inFeedbackDir && call.feedback.length === 0) return [];
  const directory = feedbackDirName(index);
  const links: TarEntry[] = Object.entries(call.links).map(([name, target]) => ({ type: 'symlink', path: `${directory}/${name}`, target }));
  return [{ type: 'dir', path: directory, mode: 0o700 }, ...links];
}

/** The checker or interactor process of a call: its arguments, its stdin, the directory it runs in. */
export function judgeSideProcess(uids: SandboxUids, call: JudgeSideCall, index: number, extra: Partial<ProcessSpec>): ProcessSpec {
  return judgeSideSpec(uids, [JUDGE_PROGRAM_PATH, ...call.args], {
    ...(call.stdin ? { stdin: call.stdin } : {}),
    ...(call.inFeedbackDir ? { cwd: feedbackDir(index) } : {}),
    ...extra,
  });
}

/** The most of each feedback file copied out: more than a message ever shows. */
const FEEDBACK_READ_BYTES = 64 * 1024;
/** Copies the first named file to stdout and the second to stderr, each only when it is a regular file. */
const FEEDBACK_SCRIPT = `[ ! -f "$1" ] || head -c ${FEEDBACK_READ_BYTES} -- "$1"; [ -z "$2" ] || [ ! -f "$2" ] || head -c ${FEEDBACK_READ_BYTES} -- "$2" >&2; exit 0`;

/**
 * The judge-uid processes that copy a call's feedback files out of the judge-only directory: one per two
 * files (a process has two outputs, and the runner opens nothing else for it), so the common case of a
 * message or two costs one; none when the call has no feedback files.
 */
export function feedbackReaders(uids: SandboxUids, call: JudgeSideCall, index: number, paths: CasePaths): ProcessSpec[] {
  const readers: ProcessSpec[] = [];
  for (let first = 0; first < call.feedback.length; first += 2) {
    const names = call.feedback.slice(first, first + 2);
    const [stdout, stderr] = paths.feedback.slice(first, first + names.length);
    if (stdout === undefined) throw new JobError(`A checker call reads more feedback files than the node collects: ${call.feedback.join(', ')}`);
    readers.push(
      judgeSideSpec(uids, ['sh', '-c', FEEDBACK_SCRIPT, 'feedback', ...names], {
        cwd: feedbackDir(index),
        stdout,
        ...(stderr === undefined ? {} : { stderr }),
        outputBytes: 2 * FEEDBACK_READ_BYTES,
        cpuMs: 2000,
        wallMs: 2000,
      }),
    );
  }
  return readers;
}

/** What a checker or interactor left, read from the collected files: what it printed, and its feedback. */
export function judgeSideTexts(
  message: (path: string) => string,
  paths: CasePaths,
  printed: { stdout: string | null; stderr: string },
): Omit<JudgeSideReport, 'exitCode'> {
  return {
    stdout: printed.stdout === null ? '' : message(printed.stdout),
    stderr: message(printed.stderr),
    feedback: paths.feedback.map(message),
  };
}

/**
 * A checker's or interactor's run read as a verdict by its protocol: one that did not run, start or
 * finish in time is SE.
 */
export function judgeSideVerdict(
  result: ProcessResult | null | undefined,
  protocol: CheckerProtocolName,
  texts: Omit<JudgeSideReport, 'exitCode'>,
  fullScore: number,
): CheckerVerdict {
  if (!result) return { status: Verdict.SystemError, ratio: 0, message: 'The checker did not run' };
  if (result.error) return { status: Verdict.SystemError, ratio: 0, message: `The checker could not start: ${result.error}` };
  if (result.cpuExceeded || result.wallExceeded) {
    return { status: Verdict.SystemError, ratio: 0, message: `The checker exceeded its time limit: ${judgeSidePrinted(texts)}` };
  }
  return protocolVerdict(protocol, { ...texts, exitCode: result.exitCode }, fullScore);
}
