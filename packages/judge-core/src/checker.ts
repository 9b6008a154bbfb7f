/**
 * The testlib protocol for special judges (checkers) and interactors.
 *
 * Exit codes: 0 Accepted, 1 Wrong Answer, 2 Presentation Error, 3 checker failure (System Error),
 * 4 "dirt" (extra data in the output; testlib itself reports it as a wrong output format) → Presentation
 * Error, 8 unexpected end of the output → Presentation Error, 7 points (see parsePoints). Any other code,
 * or death by a signal, is a System Error: the checker is broken, not the submission.
 */
import { Verdict } from '@oj/contracts';
import type { VerdictCode } from '@oj/contracts';
import type { ResourceVerdict } from './verdict.ts';

/** A checker's or interactor's verdict; ratio is the share of the case's score earned (0..1). */
export interface CheckerVerdict {
  status: VerdictCode;
  ratio: number;
  message: string;
}

const MESSAGE_MAX_CHARS = 1000;

// First number in the text, e.g. "points 0.75 ok" or "30 of 40 queries".
const NUMBER = /[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][-+]?\d+)?/;

/**
 * Reads the points of an exit-7 checker message ("points 0.5 text" as testlib prints it, or any text whose
 * first number is the value). A value in [0, 1] is a ratio of the case's score; a value above 1 is an
 * absolute score out of `fullScore`, or a percentage when `fullScore` is not given or 0. Negative values
 * count as 0. Returns null when the text has no number.
 */
export function parsePoints(output: string, fullScore?: number): number | null {
  const match = NUMBER.exec(output);
  if (!match) return null;
  const value = Number(match[0]);
  if (!Number.isFinite(value)) return null;
  if (value <= 0) return 0;
  if (value <= 1) return value;
  const scale = fullScore !== undefined && fullScore > 0 ? fullScore : 100;
  return Math.min(1, value / scale);
}

function verdictOf(status: VerdictCode, message: string, ratio = status === Verdict.Accepted ? 1 : 0): CheckerVerdict {
  return { status, ratio, message };
}

/** Maps a testlib checker's or interactor's exit code and output to a verdict. */
export function checkerExitToVerdict(exitCode: number | null, output: string, fullScore?: number): CheckerVerdict {
  const message = output.trim().slice(0, MESSAGE_MAX_CHARS);
  switch (exitCode) {
    case 0:
      return verdictOf(Verdict.Accepted, message);
    case 1:
      return verdictOf(Verdict.WrongAnswer, message);
    case 2:
    case 4:
    case 8:
      return verdictOf(Verdict.PresentationError, message);
    case 3:
      return verdictOf(Verdict.SystemError, `Checker failed: ${message}`);
    case 7: {
      const ratio = parsePoints(message, fullScore);
      if (ratio === null) return verdictOf(Verdict.SystemError, `Checker gave points without a value: ${message}`);
      if (ratio >= 1) return verdictOf(Verdict.Accepted, message);
      if (ratio <= 0) return verdictOf(Verdict.WrongAnswer, message);
      return verdictOf(Verdict.PartialAccepted, message, ratio);
    }
    case null:
      return verdictOf(Verdict.SystemError, `Checker was killed: ${message}`);
    default:
      return verdictOf(Verdict.SystemError, `Checker exited with unknown code ${exitCode}: ${message}`);
  }
}

/** Arguments after the checker's own command: `input userOutput answer` (testlib order). */
export function checkerArgv(input: string, userOutput: string, answer: string): string[] {
  return [input, userOutput, answer];
}

/**
 * Arguments after the interactor's own command: `input output [answer]`. Its stdin and stdout are wired
 * to the program's stdout and stdin; `output` is where it writes its result for the judge.
 */
export function interactorArgv(input: string, output: string, answer?: string | null): string[] {
  return answer ? [input, output, answer] : [input, output];
}

/**
 * Combines an interactive case: a broken interactor is a System Error; the program's TLE or MLE wins
 * (the interactor then only sees a closed pipe); then a non-Accepted interactor verdict; then the
 * program's runtime error; else the interactor's verdict.
 */
export function interactiveVerdict(program: ResourceVerdict, interactor: CheckerVerdict): CheckerVerdict {
  if (interactor.status === Verdict.SystemError) return interactor;
  if (!program.ok && program.status !== Verdict.RuntimeError) return verdictOf(program.status, program.message);
  if (interactor.status !== Verdict.Accepted && interactor.status !== Verdict.PartialAccepted) return interactor;
  if (!program.ok) return verdictOf(program.status, program.message);
  return interactor;
}
