/**
 * The built-in checkers (issue 24) behind one call: how the default judge mode compares a program's
 * output with a case's answer, by the problem's `BuiltinChecker` (@oj/contracts). Each walks the two
 * strings once by index, so tens of megabytes compare in linear time. docs/judge.md, "Built-in
 * checkers", states their rules and messages beside testlib's and Kattis's.
 */
import { BuiltinCheckerKind, DEFAULT_BUILTIN_CHECKER } from '@oj/contracts';
import type { BuiltinChecker } from '@oj/contracts';
import { checkExact } from './exact.ts';
import { checkFloats } from './float.ts';
import type { OutputCheck } from './output-check.ts';
import { checkTokens } from './tokens.ts';
import { checkYesNo } from './yesno.ts';

/**
 * Judges `output` against `answer` with `checker` (absent: exact, today's default). removeEndBlank
 * matters to exact only: the others ignore how whitespace runs.
 */
export function checkOutput(checker: BuiltinChecker | undefined, answer: string, output: string, removeEndBlank: boolean): OutputCheck {
  const { kind, caseSensitive } = checker ?? DEFAULT_BUILTIN_CHECKER;
  switch (kind) {
    case BuiltinCheckerKind.Tokens:
      return checkTokens(answer, output, caseSensitive);
    case BuiltinCheckerKind.Float:
      return checkFloats(answer, output, caseSensitive, {
        ...(checker?.absTolerance === undefined ? {} : { absTolerance: checker.absTolerance }),
        ...(checker?.relTolerance === undefined ? {} : { relTolerance: checker.relTolerance }),
      });
    case BuiltinCheckerKind.YesNo:
      return checkYesNo(answer, output);
    default:
      return checkExact(answer, output, removeEndBlank, caseSensitive);
  }
}
