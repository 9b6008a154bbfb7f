/**
 * The built-in checkers in the real sandbox: the default mode compares on the host by the job's
 * checker (float within or outside its tolerance, yes/no in any case), with the checker's message.
 */
import { describe, expect, it } from 'vitest';
import { statuses, useSandboxFixture } from './helpers.ts';

/** Prints its input back: each case's input is the output under test. */
const ECHO = 'import sys\nsys.stdout.write(sys.stdin.read())\n';

describe('built-in checkers', () => {
  const fixture = useSandboxFixture(1);

  it('float: accepted within the tolerance, refused outside it with the numbers; yes/no in any case', { timeout: 90_000 }, async () => {
    const float = await fixture.judge(
      'Python3',
      ECHO,
      [
        { input: '3.1415927 2.0\n', answer: '3.14159265\n2\n' },
        { input: '3.1416 2\n', answer: '3.14159265\n2\n' },
        { input: '3.14159265\n', answer: '3.14159265\n2\n' },
      ],
      { builtinChecker: { kind: 'float', caseSensitive: false, absTolerance: 1e-6, relTolerance: 1e-6 } },
    );
    expect(statuses(float)).toEqual([0, -1, -1]);
    expect(float.cases[1]?.message).toBe(
      'token 1 (line 1): expected 3.14159265, found 3.1416 (difference 0.00000735, tolerance absolute 0.000001 or relative 0.000001)',
    );
    expect(float.cases[2]?.message).toBe('expected 2 tokens, found 1');

    const yesno = await fixture.judge(
      'Python3',
      ECHO,
      [
        { input: 'yes\nNo\n', answer: 'YES\nNO\n' },
        { input: 'YES YES\n', answer: 'YES\nNO\n' },
      ],
      { builtinChecker: { kind: 'yesno', caseSensitive: false } },
    );
    expect(statuses(yesno)).toEqual([0, -1]);
    expect(yesno.cases[1]?.message).toBe('token 2 (line 1): expected NO, found YES');
    // The same outputs under exact, the default of a job without a checker.
    const exact = await fixture.judge('Python3', ECHO, [{ input: 'yes\nNo\n', answer: 'YES\nNO\n' }]);
    expect(statuses(exact)).toEqual([-1]);
  });
});
