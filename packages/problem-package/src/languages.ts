/**
 * Language names: this site's (HOJ-compatible, from judge-core's table) and the names, ids and file
 * extensions the package formats use for them. A language with no match here is left out of an import,
 * with a note.
 */
import { listLanguages } from '@oj/judge-core';

const SITE_NAMES = new Map(listLanguages().map((language) => [language.name.toLowerCase(), language.name]));

/** Other judges' names for this site's languages (FPS, QDUOJ, HOJ versions), lower case. */
const ALIASES: Readonly<Record<string, string>> = {
  python: 'Python3',
  'python 3': 'Python3',
  'python 2': 'Python2',
  go: 'Golang',
  clang: 'C',
  'clang++': 'C++',
  javascript: 'JavaScript Node',
  'c++11': 'C++',
  'c++14': 'C++',
  'c++17': 'C++ 17',
  'c++20': 'C++ 20',
};

/** This site's name for a language named by a package (`C++`, `Python`, `Go`...), or null. */
export function siteLanguage(name: string): string | null {
  const key = name.trim().toLowerCase();
  return SITE_NAMES.get(key) ?? ALIASES[key] ?? null;
}

const BY_EXTENSION: Readonly<Record<string, string>> = {
  c: 'C With O2',
  cc: 'C++ 17 With O2',
  cpp: 'C++ 17 With O2',
  cxx: 'C++ 17 With O2',
  'c++': 'C++ 17 With O2',
  java: 'Java',
  py: 'Python3',
  go: 'Golang',
  cs: 'C#',
  js: 'JavaScript Node',
  php: 'PHP',
  rb: 'Ruby',
  rs: 'Rust',
};

/** The language of a source file by its extension (a `python2` shebang makes a .py Python2), or null. */
export function languageOfFile(fileName: string, code = ''): string | null {
  const dot = fileName.lastIndexOf('.');
  const extension = dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
  const language = BY_EXTENSION[extension] ?? null;
  if (language === 'Python3' && /^#!.*python2/.test(code)) return 'Python2';
  return language;
}

/** The file extension a writer gives a source in `language` (`cpp`, `py`...). */
export function extensionOf(language: string): string {
  const name = language.toLowerCase();
  if (name.startsWith('c++')) return 'cpp';
  if (name === 'c' || name.startsWith('c with')) return 'c';
  if (name.startsWith('python') || name.startsWith('pypy')) return 'py';
  const found = Object.entries(BY_EXTENSION).find(([, value]) => value.toLowerCase() === name);
  return found ? found[0] : 'txt';
}

/** Hydro's language ids (`cc.cc17o2`, `py.py3`...) → this site's names; null for one this site lacks. */
export function hydroLanguage(id: string): string | null {
  const [family = '', variant = ''] = id.toLowerCase().split('.');
  const o2 = variant.endsWith('o2');
  const base = o2 ? variant.slice(0, -2) : variant;
  if (family === 'c') return o2 ? 'C With O2' : 'C';
  if (family === 'cc') {
    const standard = base === 'cc17' ? 'C++ 17' : base === 'cc20' ? 'C++ 20' : 'C++';
    return o2 ? `${standard} With O2` : standard;
  }
  if (family === 'py') return base === 'py2' ? 'Python2' : base === 'pypy3' ? 'PyPy3' : base === 'pypy2' ? 'PyPy2' : 'Python3';
  const simple: Readonly<Record<string, string>> = { java: 'Java', go: 'Golang', cs: 'C#', js: 'JavaScript Node', php: 'PHP', rb: 'Ruby', rs: 'Rust' };
  return simple[family] ?? null;
}
