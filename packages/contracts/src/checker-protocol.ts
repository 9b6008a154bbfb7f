/**
 * How a special judge or an interactor talks to the judge (issue 24): the arguments it is given, where
 * it reads the program's output, and how it reports its verdict. Problems written here speak testlib;
 * imported ones keep the protocol of the judge they came from, and the judge node runs each natively
 * (judge-core's checker protocols hold the rules).
 */

/** The checker protocols the judge nodes run. */
export const CheckerProtocol = {
  /** `checker input output answer`; exit 0 AC, 1 WA, 2 PE, 3 fail, 7 points (Codeforces testlib). */
  Testlib: 'testlib',
  /** `validator input answer feedback_dir/ < output`; exit 42 AC, 43 WA; feedback_dir/judgemessage.txt (ICPC / Kattis). */
  Kattis: 'kattis',
  /** `spj input answer output`; exit 0 AC, anything else WA (HUSTOJ). */
  Hustoj: 'hustoj',
  /** `spj input output`, the input on stdin too; exit 0 AC, 1 WA, anything else a system error (QDUOJ). */
  Qduoj: 'qduoj',
  /** `spj input output answer fullScore scoreFile messageFile`; the score file decides (Lemon). */
  Lemon: 'lemon',
  /** Files `input`, `user_out`, `answer`, `code` in its directory; prints a score of 0–100, its message on stderr (SYZOJ). */
  Syzoj: 'syzoj',
} as const;
export type CheckerProtocolName = (typeof CheckerProtocol)[keyof typeof CheckerProtocol];

/** Every protocol, in the order the editor offers them. */
export const CHECKER_PROTOCOLS: readonly CheckerProtocolName[] = Object.values(CheckerProtocol);

/** The protocols an interactor may speak: the others have no interactive form. */
export const INTERACTOR_PROTOCOLS: readonly CheckerProtocolName[] = [CheckerProtocol.Testlib, CheckerProtocol.Kattis];

/** The protocol of programs that name none (every problem before protocols were kept). */
export const DEFAULT_CHECKER_PROTOCOL: CheckerProtocolName = CheckerProtocol.Testlib;

/**
 * The most characters of a problem's validator flags (Kattis `validator_flags`): the extra arguments of a
 * Kattis validator, kept as one line of words. Kattis puts no limit; flags are a few words in practice.
 */
export const VALIDATOR_FLAGS_MAX_CHARS = 500;

/** A problem's validator flags as the validator's arguments: the words of the line, as Kattis splits them. */
export function splitValidatorFlags(flags: string): string[] {
  return flags.split(/\s+/).filter((flag) => flag !== '');
}

/** Whether `value` names a checker protocol. */
export function isCheckerProtocol(value: unknown): value is CheckerProtocolName {
  return typeof value === 'string' && (CHECKER_PROTOCOLS as readonly string[]).includes(value);
}
