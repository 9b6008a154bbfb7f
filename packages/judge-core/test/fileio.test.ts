import { describe, expect, it } from 'vitest';
import { findLanguage } from '../src/languages.ts';
import { assertSafeExtraFiles, extraFileProblems, ioPlan, isSafeFileName, reservedFileNames } from '../src/fileio.ts';

describe('isSafeFileName', () => {
  it('accepts plain names', () => {
    for (const name of ['data.in', 'testlib.h', 'a_b-c.txt', '.hidden']) expect(isSafeFileName(name), name).toBe(true);
  });

  it('rejects paths, dots, control characters and option-like names', () => {
    for (const name of ['', '.', '..', '../x', 'a/b', '/etc/passwd', 'a\\b', 'a\0b', 'line\nbreak', '-rf', 'x'.repeat(101)]) {
      expect(isSafeFileName(name), JSON.stringify(name)).toBe(false);
    }
  });
});

describe('ioPlan', () => {
  it('uses stdin and stdout unless file IO is on', () => {
    expect(ioPlan({ isFileIO: false, ioReadFileName: 'a.in', ioWriteFileName: 'a.out' })).toEqual({
      inputFileName: null,
      outputFileName: null,
    });
  });

  it('uses the named files, falling back to the standard streams for a missing name', () => {
    expect(ioPlan({ isFileIO: true, ioReadFileName: 'a.in', ioWriteFileName: 'a.out' })).toEqual({
      inputFileName: 'a.in',
      outputFileName: 'a.out',
    });
    expect(ioPlan({ isFileIO: true, ioReadFileName: 'a.in', ioWriteFileName: ' ' })).toEqual({
      inputFileName: 'a.in',
      outputFileName: null,
    });
  });

  it('rejects unsafe or equal names', () => {
    expect(() => ioPlan({ isFileIO: true, ioReadFileName: '../a.in', ioWriteFileName: null })).toThrow(/unsafe/);
    expect(() => ioPlan({ isFileIO: true, ioReadFileName: 'x', ioWriteFileName: 'x' })).toThrow(/differ/);
  });
});

describe('extra files', () => {
  const cpp = findLanguage('C++')!;
  const reserved = reservedFileNames(cpp, { inputFileName: 'a.in', outputFileName: null });

  it('reserves the source, the artifact and the IO files', () => {
    expect(reserved).toEqual(['main.cpp', 'main', 'a.in']);
  });

  it('reports unsafe and reserved names', () => {
    expect(extraFileProblems({ 'helper.h': '', 'data.txt': '' }, reserved)).toEqual([]);
    const problems = extraFileProblems({ '../x': '', 'main.cpp': '', 'ok.h': '' }, reserved);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('unsafe');
    expect(problems[1]).toContain('reserved');
    expect(() => {
      assertSafeExtraFiles({ 'a/b': '' });
    }).toThrow(/unsafe/);
    expect(() => {
      assertSafeExtraFiles({ 'b.h': 'x' });
    }).not.toThrow();
  });
});
