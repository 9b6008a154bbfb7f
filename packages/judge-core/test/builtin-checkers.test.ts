import { describe, expect, it } from 'vitest';
import type { BuiltinChecker } from '@oj/contracts';
import { checkOutput, decimalValue, withinTolerance } from '../src/checkers/index.ts';

const AC = 0;
const WA = -1;
const PE = -3;
const SE = 4;

const exact: BuiltinChecker = { kind: 'exact', caseSensitive: true };
const exactNoCase: BuiltinChecker = { kind: 'exact', caseSensitive: false };
const tokens: BuiltinChecker = { kind: 'tokens', caseSensitive: true };
const tokensNoCase: BuiltinChecker = { kind: 'tokens', caseSensitive: false };
const yesno: BuiltinChecker = { kind: 'yesno', caseSensitive: false };
const float = (absTolerance?: number, relTolerance?: number, caseSensitive = true): BuiltinChecker => ({
  kind: 'float',
  caseSensitive,
  ...(absTolerance === undefined ? {} : { absTolerance }),
  ...(relTolerance === undefined ? {} : { relTolerance }),
});

type Row = [name: string, checker: BuiltinChecker | undefined, answer: string, output: string, status: number, message?: string];

function expectRows(rows: readonly Row[], removeEndBlank = true): void {
  for (const [name, checker, answer, output, status, message] of rows) {
    const result = checkOutput(checker, answer, output, removeEndBlank);
    expect(result.status, name).toBe(status);
    if (message !== undefined) expect(result.message, name).toBe(message);
    if (status === AC) expect(result.message, name).toBe('');
  }
}

describe('exact', () => {
  it('judges as compareOutput did, and names the first line that differs', () => {
    expectRows([
      ['absent checker is exact', undefined, '1 2\n', '1 2  \n\n', AC],
      ['trailing blanks', exact, '1 2\n3\n', '1 2 \n3', AC],
      ['crlf', exact, '1\r\n2\r\n', '1\n2\n', AC],
      ['wrong line', exact, 'a\nbcd\n', 'a\nbxd\n', WA, 'line 2, column 2: expected "bcd", found "bxd"'],
      ['missing line', exact, '1\n2\n', '1\n', WA, 'line 2: expected "2", found the end of the output'],
      ['extra line', exact, '1\n', '1\n2\n', WA, 'line 2: expected the end of the output, found "2"'],
      ['empty output', exact, '5\n', '', WA, 'line 1: expected "5", found the end of the output'],
      ['whitespace only', exact, '1 2\n', '1  2\n', PE, 'Only whitespace differs from the answer; first on line 1, column 3: expected "1 2", found "1  2"'],
      ['case counts', exact, 'YES\n', 'yes\n', WA, 'line 1, column 1: expected "YES", found "yes"'],
      ['case ignored', exactNoCase, 'YES\nNo\n', 'yes\nnO\n', AC],
      ['only ASCII letters fold', exactNoCase, 'Ä\n', 'ä\n', WA],
      ['case ignored, still exact', exactNoCase, 'YES\n', 'yes!\n', WA],
    ]);
  });

  it('keeps removeEndBlank off strict, line ends shown escaped', () => {
    expectRows(
      [
        ['crlf still equal', exact, '1 2\r\n', '1 2\n', AC],
        ['trailing space', exact, '1 2\n', '1 2 \n', PE, 'Only whitespace differs from the answer; first on line 1, column 4: expected "1 2", found "1 2 "'],
        ['missing final newline', exact, '1\n', '1', PE, 'Only whitespace differs from the answer; first on line 2: expected "", found the end of the output'],
        ['tab', exact, 'a\tb\n', 'a b\n', PE],
        ['lone cr', exact, '1\n', '1\r', PE],
      ],
      false,
    );
  });

  it('shows a long line around its difference', () => {
    const line = 'x'.repeat(5000);
    const result = checkOutput(exact, `${line}a\n`, `${line}b\n`, true);
    expect(result.message).toBe(`line 1, column 5001: expected "…${'x'.repeat(20)}a", found "…${'x'.repeat(20)}b"`);
  });
});

describe('tokens', () => {
  it('compares tokens whatever the whitespace, with testlib-like messages', () => {
    expectRows([
      ['same', tokens, '1 2 3\n', '1 2 3\n', AC],
      ['other whitespace', tokens, '1 2\n3\n', '  1\t2   3', AC],
      ['lines joined', tokens, 'a\nb\nc\n', 'a b c', AC],
      ['crlf and form feeds', tokens, 'a b\r\n', 'a\fb\v', AC],
      ['both empty', tokens, '', ' \n\n', AC],
      ['wrong token', tokens, '1 2 3\n', '1 2\n4\n', WA, 'token 3 (line 2): expected "3", found "4"'],
      ['missing token', tokens, '1 2 3\n', '1 2\n', WA, 'expected 3 tokens, found 2'],
      ['extra token', tokens, '1\n', '1 2 3\n', WA, 'expected 1 token, found 3'],
      ['empty output', tokens, 'a b\n', '', WA, 'expected 2 tokens, found 0'],
      ['output where none is expected', tokens, '\n', 'x', WA, 'expected 0 tokens, found 1'],
      ['case counts', tokens, 'Yes\n', 'yes\n', WA, 'token 1 (line 1): expected "Yes", found "yes"'],
      ['case ignored', tokensNoCase, 'Hello World\n', 'hELLO   wORLD', AC],
      ['case ignored, letters still count', tokensNoCase, 'abc', 'abd', WA, 'token 1 (line 1): expected "abc", found "abd"'],
      ['no-break space is text', tokens, 'a b', 'a\u00a0b', WA, 'token 1 (line 1): expected "a", found "a\u00a0b"'],
      ['quotes escaped', tokens, 'a"b', "a'b", WA, 'token 1 (line 1): expected "a\\"b", found "a\'b"'],
      ['tokens are not numbers', tokens, '1.0', '1', WA],
    ]);
  });

  it('shows a long token around its difference', () => {
    const head = 'y'.repeat(300);
    const result = checkOutput(tokens, `${head}A${'z'.repeat(100)}`, `${head}B${'z'.repeat(100)}`, true);
    expect(result.message).toBe(`token 1 (line 1): expected "…${'y'.repeat(20)}A${'z'.repeat(39)}…", found "…${'y'.repeat(20)}B${'z'.repeat(39)}…"`);
  });

  it('walks large outputs quickly', () => {
    const answer = Array.from({ length: 300_000 }, (_, i) => String(i)).join(' ');
    const start = performance.now();
    expect(checkOutput(tokens, answer, answer.replaceAll(' ', '\n'), true).status).toBe(AC);
    expect(checkOutput(float(1e-9), answer, answer.replaceAll(' ', '  '), true).status).toBe(AC);
    expect(performance.now() - start).toBeLessThan(10_000);
  });
});

describe('float', () => {
  it('accepts numbers within the absolute or the relative tolerance', () => {
    expectRows([
      ['equal', float(1e-6), '1.5\n', '1.5\n', AC],
      ['other spelling', float(0), '1.50 2 -0 100', '1.5 2.0 0 1e2', AC],
      ['within absolute', float(1e-6), '3.1415926\n', '3.1415931\n', AC],
      [
        'over absolute',
        float(1e-6),
        '3.1415926\n',
        '3.1416\n',
        WA,
        'token 1 (line 1): expected 3.1415926, found 3.1416 (difference 0.0000074, tolerance absolute 0.000001)',
      ],
      ['boundary included', float(0.1), '1.0', '1.1', AC],
      ['boundary included below', float(0.1), '1.0', '0.9', AC],
      ['relative on big numbers', float(1e-6, 1e-6), '1000000000', '1000000900', AC],
      [
        'relative over',
        float(1e-6, 1e-6),
        '1000000000',
        '1000001100',
        WA,
        'token 1 (line 1): expected 1000000000, found 1000001100 (difference 1100, tolerance absolute 0.000001 or relative 0.000001)',
      ],
      ['relative alone at zero', float(undefined, 1e-3), '0', '0.0000001', WA],
      ['relative alone at zero, exact', float(undefined, 1e-3), '0', '-0.0', AC],
      ['absolute alone ignores scale', float(1e-6), '1e12', '1.000000000001e12', WA],
      ['exponents', float(1e-9), '6.02e23 1E-10', '6.02E+23 0', AC],
      ['signs and points', float(1e-9), '+.5 3. -2', '0.5 3 -2.000', AC],
      ['not a number', float(1e-6), '1.0 2.0', '1.0 two', WA, 'token 2 (line 1): expected a number like 2.0, found "two"'],
      ['nan is no number', float(1e-6), '1.0', 'nan', WA, 'token 1 (line 1): expected a number like 1.0, found "nan"'],
      ['inf is no number', float(1e6), '1.0', 'inf', WA],
      ['hex is no number', float(1e6), '16', '0x10', WA],
      ['junk after a number', float(1e6), '16', '16abc', WA],
      [
        'overflow is over any tolerance',
        float(1e300),
        '1',
        '1e400',
        WA,
        'token 1 (line 1): expected 1, found 1e400 (difference Infinity, tolerance absolute 1e+300)',
      ],
      ['words beside numbers', float(1e-6), 'Case 1: 0.5', 'Case 1: 0.5000001', AC],
      ['words keep their case', float(1e-6), 'Case 1: 0.5', 'case 1: 0.5', WA, 'token 1 (line 1): expected "Case", found "case"'],
      ['words ignoring case', float(1e-6, undefined, false), 'Case 1: 0.5', 'CASE 1: 0.5', AC],
      ['answer nan is a word', float(1e-6, undefined, false), 'NaN', 'nan', AC],
      ['answer inf is a word', float(1e-6), 'inf', 'Infinity', WA],
      ['missing numbers', float(1e-6), '1 2 3', '1 2', WA, 'expected 3 tokens, found 2'],
      ['no tolerance is equality', float(), '0.1', '0.10000000000000001', AC],
      ['no tolerance refuses a difference', float(), '0.1', '0.1000001', WA],
    ]);
  });

  it('reads decimal numbers only', () => {
    expect(decimalValue('-1.5e3')).toBe(-1500);
    expect(decimalValue('.5')).toBe(0.5);
    expect(decimalValue('5.')).toBe(5);
    for (const text of ['', '.', '-', 'e5', '1e', '1e+', '0x1p3', 'Infinity', 'NaN', '1_000', '١']) expect(decimalValue(text), text).toBeNull();
  });

  it('gives only rounding slack beyond the tolerances', () => {
    expect(withinTolerance(0.3, 0.1 + 0.2, {})).toBe(true);
    expect(withinTolerance(1, 1.000001, { absTolerance: 1e-6 })).toBe(true);
    expect(withinTolerance(1, 1.0000011, { absTolerance: 1e-6 })).toBe(false);
    expect(withinTolerance(1, Number.NaN, { absTolerance: 1 })).toBe(false);
  });
});

describe('yes/no', () => {
  it('compares YES and NO in any case, and refuses an answer that is neither', () => {
    expectRows([
      ['same', yesno, 'YES\n', 'YES\n', AC],
      ['any case', yesno, 'Yes\nNO\n', 'yEs no', AC],
      ['wrong', yesno, 'YES\n', 'no\n', WA, 'token 1 (line 1): expected YES, found NO'],
      ['neither', yesno, 'NO\n', 'maybe\n', WA, 'token 1 (line 1): expected YES or NO, found "maybe"'],
      ['long s is no s', yesno, 'YES', 'ye\u017f', WA],
      ['y is not yes', yesno, 'YES', 'Y', WA],
      ['extra token', yesno, 'YES', 'YES YES', WA, 'expected 1 token, found 2'],
      ['empty output', yesno, 'NO', '', WA, 'expected 1 token, found 0'],
      ['second line', yesno, 'YES\nNO\n', 'YES\nYES\n', WA, 'token 2 (line 2): expected NO, found YES'],
      ['answer neither', yesno, 'OK\n', 'YES\n', SE, 'The answer\'s token 1 is "OK", not YES or NO: the yes/no checker does not fit this problem'],
    ]);
  });
});
