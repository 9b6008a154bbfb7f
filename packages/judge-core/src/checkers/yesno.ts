/**
 * The yes/no checker (testlib's yesno and nyesno): every token of the answer is YES or NO, and the
 * output must hold as many, each YES or NO, equal to the answer's, in any case ("Yes", "nO").
 * An answer token that is neither is the problem's fault: System Error, not the submission's WA.
 */
import { Verdict } from '@oj/contracts';
import { foldAscii } from '../char-codes.ts';
import { quoted } from './messages.ts';
import { wrongAnswer } from './output-check.ts';
import type { OutputCheck } from './output-check.ts';
import type { TokenCursor } from './token-cursor.ts';
import { tokenPlace, walkTokens } from './tokens.ts';

/** True when the cursor's token is `word` (small ASCII letters) with its letters in any case. */
function isWord(cursor: TokenCursor, word: string): boolean {
  if (cursor.end - cursor.start !== word.length) return false;
  for (let k = 0; k < word.length; k++) if (foldAscii(cursor.text.charCodeAt(cursor.start + k)) !== word.charCodeAt(k)) return false;
  return true;
}

/** 'YES' or 'NO' for the cursor's token in any case (ASCII letters only), else null. */
function yesOrNo(cursor: TokenCursor): 'YES' | 'NO' | null {
  if (isWord(cursor, 'yes')) return 'YES';
  return isWord(cursor, 'no') ? 'NO' : null;
}

/** The yes/no checker. */
export function checkYesNo(answer: string, output: string): OutputCheck {
  return walkTokens(answer, output, (expected, found) => {
    const want = yesOrNo(expected);
    if (want === null) {
      const token = quoted(expected.text, expected.start, expected.end);
      return {
        status: Verdict.SystemError,
        message: `The answer's token ${expected.count} is ${token}, not YES or NO: the yes/no checker does not fit this problem`,
      };
    }
    const got = yesOrNo(found);
    if (got === null) return wrongAnswer(`${tokenPlace(found)}: expected YES or NO, found ${quoted(found.text, found.start, found.end)}`);
    return got === want ? null : wrongAnswer(`${tokenPlace(found)}: expected ${want}, found ${got}`);
  });
}
