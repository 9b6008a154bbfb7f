/**
 * The checker protocols (contracts' checker-protocol.ts), pure: for each, how its special judge or
 * interactor is called (arguments, stdin, directory, the files it expects by name) and how what it left
 * behind (exit code, what it printed, its feedback files) reads as a verdict. The judge node wires the
 * call into the sandbox and collects the report; nothing here touches a process or a file.
 *
 * Sources of each protocol: testlib (checker.ts); the Kattis problem package format (output validators,
 * exit 42/43, feedback_dir ending in a separator, judgemessage.txt); HUSTOJ's SPJ page (input, reference
 * output, user output; 0 is AC, anything else WA); QDUOJ's judge client (input and user output, the
 * input also on stdin; 0 AC, 1 WA, anything else an error); Lemon (LemonLime's judging thread: input,
 * contestant output, answer, full score, score file, message file; a non-zero exit is a checker error);
 * SYZOJ (judge-v3: `input`, `user_out`, `answer`, `code` in its directory, a score of 0–100 on stdout,
 * the message on stderr, anything but a clean exit a judgement failure).
 *
 * Kattis's `validator_flags` follow `feedback_dir/` as the format says; no other protocol has a place for
 * extra arguments, so they are given to Kattis validators only (the admin save refuses them elsewhere).
 * Kattis's `score.txt` (legacy "custom score", 2025-09 `score.txt`) is an absolute score: it is read as the
 * case's points, so a case that carries none (an ACM problem's, a sample's) does not read it.
 */
import { CheckerProtocol, Verdict } from '@oj/contracts';
import type { CheckerProtocolName, VerdictCode } from '@oj/contracts';
import { checkerArgv, checkerExitToVerdict, interactorArgv } from './checker.ts';
import type { CheckerVerdict } from './checker.ts';

/** One case's files as the judge side is given them (container paths). */
export interface JudgeSideFiles {
  input: string;
  /** The program's output (special judge); unused by interactors, which read the program itself. */
  output: string;
  /** The answer; null when the case has none (an interactor's). */
  answer: string | null;
  /** A directory of this case that only the judge side can reach and write (no trailing separator). */
  feedbackDir: string;
  /** Where a testlib interactor writes its result for the judge (its second argument). */
  interactorOutput: string;
  /** The submission's source file (SYZOJ's `code`). */
  source: string;
  /** The case's score; 0 in ACM problems. */
  score: number;
}

/** How to run a checker or interactor of one protocol for one case. */
export interface JudgeSideCall {
  /** Arguments after the program itself. */
  args: string[];
  /** The file on its stdin (a checker); null for none. An interactor's stdin is the program. */
  stdin: string | null;
  /** True when it runs in the feedback directory rather than the judge-only one. */
  inFeedbackDir: boolean;
  /** Symbolic links to make in the feedback directory before it runs: name → target. */
  links: Readonly<Record<string, string>>;
  /** True when its stdout and stderr are kept apart (SYZOJ: the score, then the message). */
  separateStderr: boolean;
  /** Files of the feedback directory read back once it ran, at most FEEDBACK_FILES_MAX, in this order. */
  feedback: readonly string[];
}

/** What a checker or interactor left behind. */
export interface JudgeSideReport {
  /** Null when it was killed by a signal. */
  exitCode: number | null;
  /** What it printed: stdout and stderr together, unless the call keeps stderr apart. */
  stdout: string;
  stderr: string;
  /** The contents of the call's feedback files, in its order ('' for a missing one). */
  feedback: readonly string[];
}

/** The most feedback files a call reads back (the judge node collects them two by two, as a reader's stdout and stderr). */
export const FEEDBACK_FILES_MAX = 3;

/** The full score a Lemon checker is told: the case's score, or Lemon's default of 10 when it has none (ACM). */
export function lemonFullScore(score: number): number {
  return score > 0 ? Math.max(1, Math.round(score)) : 10;
}

const MESSAGE_MAX_CHARS = 1000;
const NO_ANSWER = '/dev/null';
/** Where a Kattis validator writes an accepted case's score. */
const KATTIS_SCORE_FILE = 'score.txt';

function call(args: string[], extra: Partial<JudgeSideCall> = {}): JudgeSideCall {
  return { args, stdin: null, inFeedbackDir: false, links: {}, separateStderr: false, feedback: [], ...extra };
}

/** Kattis's feedback files: the messages, and score.txt where the case has points to give. */
function kattisFeedback(score: number): string[] {
  return score > 0 ? ['judgemessage.txt', 'teammessage.txt', KATTIS_SCORE_FILE] : ['judgemessage.txt', 'teammessage.txt'];
}

/**
 * A Kattis validator's call, checker or interactor: feedback_dir ends with a separator (validators append
 * file names to it), the problem's validator flags after it.
 */
function kattisCall(files: JudgeSideFiles, validatorFlags: readonly string[]): JudgeSideCall {
  return call([files.input, files.answer ?? NO_ANSWER, `${files.feedbackDir}/`, ...validatorFlags], { feedback: kattisFeedback(files.score) });
}

/**
 * How a special judge of `protocol` is run on one case's output. `validatorFlags` are the extra arguments
 * of a Kattis validator; the other protocols take none and ignore them.
 */
export function checkerCall(protocol: CheckerProtocolName, files: JudgeSideFiles, validatorFlags: readonly string[] = []): JudgeSideCall {
  const answer = files.answer ?? NO_ANSWER;
  switch (protocol) {
    case CheckerProtocol.Testlib:
      return call(checkerArgv(files.input, files.output, answer));
    case CheckerProtocol.Kattis:
      return { ...kattisCall(files, validatorFlags), stdin: files.output };
    case CheckerProtocol.Hustoj:
      return call([files.input, answer, files.output]);
    case CheckerProtocol.Qduoj:
      return call([files.input, files.output], { stdin: files.input });
    case CheckerProtocol.Lemon:
      return call([files.input, files.output, answer, String(lemonFullScore(files.score)), `${files.feedbackDir}/score`, `${files.feedbackDir}/message`], {
        feedback: ['score', 'message'],
      });
    case CheckerProtocol.Syzoj:
      return call([], {
        inFeedbackDir: true,
        links: { input: files.input, user_out: files.output, answer, code: files.source },
        separateStderr: true,
      });
  }
}

/** Whether an interactor may follow `protocol` (the others have no interactive form). */
export function hasInteractorForm(protocol: CheckerProtocolName): boolean {
  return protocol === CheckerProtocol.Testlib || protocol === CheckerProtocol.Kattis;
}

/**
 * How an interactor of `protocol` is run against the program; null for a protocol without an interactive
 * form. `validatorFlags` as for checkerCall.
 */
export function interactorCall(protocol: CheckerProtocolName, files: JudgeSideFiles, validatorFlags: readonly string[] = []): JudgeSideCall | null {
  if (protocol === CheckerProtocol.Testlib) return call(interactorArgv(files.input, files.interactorOutput, files.answer));
  // The same validator as a checker, with the program on its stdin and stdout (Kattis interactive).
  if (protocol === CheckerProtocol.Kattis) return kattisCall(files, validatorFlags);
  return null;
}

function clip(text: string): string {
  return text.trim().slice(0, MESSAGE_MAX_CHARS);
}

function verdict(status: VerdictCode, message: string, ratio = status === Verdict.Accepted ? 1 : 0): CheckerVerdict {
  return { status, ratio, message: clip(message) };
}

/** What a checker or interactor printed, stdout then stderr, each trimmed. */
export function judgeSidePrinted(report: Pick<JudgeSideReport, 'stdout' | 'stderr'>): string {
  return [report.stdout.trim(), report.stderr.trim()].filter((part) => part !== '').join('\n');
}

/** A verdict from a share of the score in [0, 1]: all of it is AC, none WA, else partial. */
function scored(ratio: number, message: string): CheckerVerdict {
  if (ratio >= 1) return verdict(Verdict.Accepted, message);
  if (ratio <= 0) return verdict(Verdict.WrongAnswer, message);
  return verdict(Verdict.PartialAccepted, message, ratio);
}

/** A run that did not end cleanly (killed, or a code the protocol gives no meaning): the checker is broken. */
function broken(report: JudgeSideReport, detail: string): CheckerVerdict {
  const text = judgeSidePrinted(report);
  const reason = report.exitCode === null ? 'Checker was killed' : `Checker exited with code ${report.exitCode}${detail}`;
  return verdict(Verdict.SystemError, text ? `${reason}: ${text}` : reason);
}

/**
 * An accepted case's share of its points by Kattis's score.txt: the file holds the case's points (Kattis
 * sums or takes the minimum of absolute case scores, as this site does with points), so it is read out of
 * the case's score and capped there (Kattis calls a score above the case's maximum a judge error; this
 * site gives the maximum). No file, or an empty one, is the full score (Kattis's accept_score, the case's
 * maximum). Null when the file does not start with a non-negative number.
 */
function kattisShare(scoreText: string, fullScore: number): number | null {
  const token = scoreText.trim().split(/\s+/)[0] ?? '';
  if (token === '' || fullScore <= 0) return 1;
  const score = Number(token);
  if (!Number.isFinite(score) || score < 0) return null;
  return Math.min(1, score / fullScore);
}

function kattisVerdict(report: JudgeSideReport, fullScore: number): CheckerVerdict {
  const [judgeMessage = '', teamMessage = '', scoreText = ''] = report.feedback;
  const message = judgeMessage.trim() || teamMessage.trim();
  // A rejected case scores 0 whatever score.txt says (Kattis calls that file on a rejection a judge error).
  if (report.exitCode === 43) return verdict(Verdict.WrongAnswer, message);
  if (report.exitCode !== 42) return broken({ ...report, stdout: [message, report.stdout].join('\n') }, ' (42 is accepted, 43 wrong answer)');
  const share = kattisShare(scoreText, fullScore);
  if (share === null) return verdict(Verdict.SystemError, `Validator wrote no non-negative number to ${KATTIS_SCORE_FILE}: ${clip(scoreText)}`);
  return scored(share, message);
}

function lemonVerdict(report: JudgeSideReport, fullScore: number): CheckerVerdict {
  if (report.exitCode !== 0) return broken(report, '');
  const [scoreText = '', message = ''] = report.feedback;
  const token = scoreText.trim().split(/\s+/)[0] ?? '';
  const score = token === '' ? Number.NaN : Number(token);
  if (!Number.isFinite(score) || score < 0) return verdict(Verdict.SystemError, `Checker wrote no score to its score file: ${scoreText}`);
  return scored(score / lemonFullScore(fullScore), message);
}

function syzojVerdict(report: JudgeSideReport): CheckerVerdict {
  if (report.exitCode !== 0) return broken(report, '');
  const text = report.stdout.trim();
  const score = text === '' ? Number.NaN : Number(text);
  if (!Number.isFinite(score) || score < 0 || score > 100) return verdict(Verdict.SystemError, `Checker printed no score from 0 to 100: ${text}`);
  return scored(score / 100, report.stderr);
}

/** The verdict of a checker or interactor of `protocol` from what it left behind; fullScore is the case's score. */
export function protocolVerdict(protocol: CheckerProtocolName, report: JudgeSideReport, fullScore: number): CheckerVerdict {
  switch (protocol) {
    case CheckerProtocol.Testlib:
      return checkerExitToVerdict(report.exitCode, judgeSidePrinted(report), fullScore);
    case CheckerProtocol.Kattis:
      return kattisVerdict(report, fullScore);
    case CheckerProtocol.Hustoj:
      if (report.exitCode === null) return broken(report, '');
      return verdict(report.exitCode === 0 ? Verdict.Accepted : Verdict.WrongAnswer, judgeSidePrinted(report));
    case CheckerProtocol.Qduoj:
      if (report.exitCode === 0) return verdict(Verdict.Accepted, judgeSidePrinted(report));
      if (report.exitCode === 1) return verdict(Verdict.WrongAnswer, judgeSidePrinted(report));
      return broken(report, ' (0 is accepted, 1 wrong answer)');
    case CheckerProtocol.Lemon:
      return lemonVerdict(report, fullScore);
    case CheckerProtocol.Syzoj:
      return syzojVerdict(report);
  }
}
