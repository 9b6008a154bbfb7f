import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE_NAMES, DEFAULT_OUTPUT_LIMIT_KB, effectiveLimits, expandArgv, expandEnv, findLanguage, listLanguages } from '../src/languages.ts';

const HOJ_NAMES = [
  'C',
  'C With O2',
  'C++',
  'C++ With O2',
  'C++ 17',
  'C++ 17 With O2',
  'C++ 20',
  'C++ 20 With O2',
  'Java',
  'Python3',
  'Python2',
  'PyPy3',
  'PyPy2',
  'Golang',
  'C#',
  'JavaScript Node',
  'PHP',
  'Ruby',
  'Rust',
];

function language(name: string) {
  const found = findLanguage(name);
  if (!found) throw new Error(`missing ${name}`);
  return found;
}

describe('language table', () => {
  it('lists exactly the HOJ names, with unique ids', () => {
    const all = listLanguages();
    expect(all.map((l) => l.name)).toEqual(HOJ_NAMES);
    expect(new Set(all.map((l) => l.id)).size).toBe(all.length);
    for (const name of DEFAULT_LANGUAGE_NAMES) expect(findLanguage(name)).toBeDefined();
    expect(findLanguage('Brainfuck')).toBeUndefined();
  });

  it('has a template, an editor mode and a run command for every language', () => {
    for (const l of listLanguages()) {
      expect(l.template.length, l.name).toBeGreaterThan(20);
      expect(l.contentType, l.name).toMatch(/^text\//);
      expect(l.runArgv.length, l.name).toBeGreaterThan(0);
      expect(l.srcName, l.name).toMatch(/^\w+\.\w+$/);
      if (l.compileArgv) expect(l.compileArgv.join(' '), l.name).toContain('{src}');
    }
  });

  it('gives C and C++ factor 1 and every other language factor 2', () => {
    for (const l of listLanguages()) {
      const native = /^C(\+\+)?( |$)/.test(l.name);
      expect([l.name, l.timeFactor, l.memoryFactor]).toEqual([l.name, native ? 1 : 2, native ? 1 : 2]);
    }
  });

  it("names each managed runtime's out-of-memory error", () => {
    expect(language('Java').outOfMemoryText).toContain('java.lang.OutOfMemoryError');
    for (const name of ['Python3', 'Python2', 'PyPy3', 'PyPy2']) expect(language(name).outOfMemoryText, name).toContain('MemoryError');
    for (const l of listLanguages()) if (!l.name.startsWith('C')) expect(l.outOfMemoryText.length, l.name).toBeGreaterThan(0);
  });

  it('takes Python 2 from the bullseye image and marks uncertain toolchains optional', () => {
    expect(language('Python2').image).toBe('py2');
    expect(language('PyPy2').image).toBe('py2');
    expect(language('Python3').image).toBe('main');
    expect(language('C#').optional).toBe(true);
    expect(language('C++').optional).toBe(false);
  });

  it('compiles the variants with their standard and optimisation', () => {
    const cpp20o2 = language('C++ 20 With O2').compileArgv!;
    expect(cpp20o2).toContain('-std=c++20');
    expect(cpp20o2).toContain('-O2');
    expect(language('C++ 17').compileArgv).not.toContain('-O2');
    expect(language('C').compileArgv![0]).toBe('gcc');
    expect(language('Python3').compileArgv).toEqual(['python3', '-m', 'py_compile', '{src}']);
    expect(language('JavaScript Node').compileArgv).toBeNull();
  });

  it('offers C and C++ as checker languages', () => {
    expect(language('C++ 17').spj).toBe(true);
    expect(language('Python3').spj).toBe(false);
  });
});

describe('effectiveLimits', () => {
  it('applies the factor to time and memory', () => {
    const cpp = effectiveLimits(language('C++'), { timeLimitMs: 1000, memoryLimitMb: 256 });
    expect(cpp).toEqual({
      timeLimitMs: 1000,
      wallTimeLimitMs: 4000,
      memoryLimitMb: 256,
      memoryLimitKb: 262_144,
      stackLimitMb: 256,
      outputLimitKb: DEFAULT_OUTPUT_LIMIT_KB,
    });
    const java = effectiveLimits(language('Java'), { timeLimitMs: 1000, memoryLimitMb: 256, stackLimitMb: 128 });
    expect(java).toMatchObject({ timeLimitMs: 2000, memoryLimitMb: 512, stackLimitMb: 128 });
  });

  it('never lets the stack exceed memory', () => {
    expect(effectiveLimits(language('C'), { timeLimitMs: 1000, memoryLimitMb: 64, stackLimitMb: 512 }).stackLimitMb).toBe(64);
  });
});

describe('expandArgv and expandEnv', () => {
  it('fills placeholders', () => {
    const java = language('Java');
    const vars = { src: '/w/Main.java', exe: '/w/Main.class', dir: '/w', memoryMb: 512, stackMb: 128 };
    expect(expandArgv(java.runArgv, vars)).toEqual(['java', '-Dfile.encoding=UTF-8', '-Xss128m', '-Xmx512m', '-XX:+UseSerialGC', '-cp', '/w', 'Main']);
    expect(expandArgv(java.compileArgv!, vars)).toContain('/w/Main.java');
    expect(expandEnv(language('Golang').compileEnv, vars).GOCACHE).toBe('/w/.gocache');
  });

  it('refuses a placeholder without a value', () => {
    expect(() => expandArgv(['-Xmx{memoryMb}m'], { src: 'a', exe: 'b', dir: 'c' })).toThrow(/memoryMb/);
  });
});
