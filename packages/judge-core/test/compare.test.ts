import { describe, expect, it } from 'vitest';
import { compareOutput, previewText } from '../src/compare.ts';

const AC = 0;
const WA = -1;
const PE = -3;

describe('compareOutput with removeEndBlank on', () => {
  it('accepts identical output', () => {
    expect(compareOutput('1 2\n3\n', '1 2\n3\n', true)).toBe(AC);
  });

  it('ignores trailing blanks on each line and trailing newlines', () => {
    expect(compareOutput('1 2\n3\n', '1 2   \n3\t\n\n\n', true)).toBe(AC);
    expect(compareOutput('1 2\n3', '1 2\n3\n', true)).toBe(AC);
    expect(compareOutput('a\n', 'a \n  \n\t\n', true)).toBe(AC);
  });

  it('treats \\r\\n like \\n', () => {
    expect(compareOutput('1\r\n2\r\n', '1\n2\n', true)).toBe(AC);
    expect(compareOutput('1\n2\n', '1\r\n2\r\n', true)).toBe(AC);
  });

  it('gives PE for a leading blank, an inner blank or a missing line break', () => {
    expect(compareOutput('1 2\n', ' 1 2\n', true)).toBe(PE);
    expect(compareOutput('1 2\n', '1  2\n', true)).toBe(PE);
    expect(compareOutput('1\n2\n', '1 2\n', true)).toBe(PE);
    expect(compareOutput('1\n2\n', '\n1\n2\n', true)).toBe(PE);
    expect(compareOutput('1\n\n2\n', '1\n2\n', true)).toBe(PE);
  });

  it('gives WA for different content', () => {
    expect(compareOutput('3\n', '4\n', true)).toBe(WA);
    expect(compareOutput('1 2\n', '1 2 3\n', true)).toBe(WA);
    expect(compareOutput('1\n2\n', '1\n', true)).toBe(WA);
  });

  it('handles empty outputs', () => {
    expect(compareOutput('', '', true)).toBe(AC);
    expect(compareOutput('\n', '', true)).toBe(AC);
    expect(compareOutput('', '  \n\n', true)).toBe(AC);
    expect(compareOutput('5\n', '', true)).toBe(WA);
    expect(compareOutput('', '5\n', true)).toBe(WA);
  });

  it('is case sensitive', () => {
    expect(compareOutput('YES\n', 'yes\n', true)).toBe(WA);
  });
});

describe('compareOutput with removeEndBlank off', () => {
  it('accepts only exact output, up to line endings', () => {
    expect(compareOutput('1 2\n', '1 2\n', false)).toBe(AC);
    expect(compareOutput('1 2\r\n', '1 2\n', false)).toBe(AC);
    expect(compareOutput('1 2\n', '1 2\r\n', false)).toBe(AC);
  });

  it('gives PE for any whitespace-only difference', () => {
    expect(compareOutput('1 2\n', '1 2 \n', false)).toBe(PE);
    expect(compareOutput('1 2\n', '1 2', false)).toBe(PE);
    expect(compareOutput('1 2\n', '1 2\n\n', false)).toBe(PE);
    expect(compareOutput('1 2\n', '1\t2\n', false)).toBe(PE);
    expect(compareOutput('', '\n', false)).toBe(PE);
  });

  it('keeps a lone \\r significant', () => {
    expect(compareOutput('1\n', '1\r', false)).toBe(PE);
  });

  it('gives WA for different content', () => {
    expect(compareOutput('12\n', '1 3\n', false)).toBe(WA);
    expect(compareOutput('', 'x', false)).toBe(WA);
  });
});

describe('compareOutput on large outputs', () => {
  const lines = 2_000_000;
  const expected = Array.from({ length: lines }, (_, i) => `${i} ${i * 7}`).join('\n') + '\n';

  it('compares tens of megabytes quickly in both settings', () => {
    const sloppy = expected.replaceAll('\n', ' \r\n');
    const start = performance.now();
    expect(compareOutput(expected, sloppy, true)).toBe(AC);
    expect(compareOutput(expected, sloppy, false)).toBe(PE);
    const wrong = expected.slice(0, -2) + '1\n';
    expect(compareOutput(expected, wrong, true)).toBe(WA);
    expect(performance.now() - start).toBeLessThan(10_000);
    expect(expected.length).toBeGreaterThan(20_000_000);
  });
});

describe('previewText', () => {
  it('keeps short texts and cuts long ones with a marker', () => {
    expect(previewText('abc', 5)).toBe('abc');
    const cut = previewText('abcdefgh', 3);
    expect(cut.startsWith('abc\n')).toBe(true);
    expect(cut).toContain('5 more characters');
  });
});
