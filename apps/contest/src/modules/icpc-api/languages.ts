/** Languages of the ICPC contest API: judge-core's language table, under identifier-safe ids. */
import { listLanguages } from '@oj/judge-core';
import type { IcpcLanguage } from '@oj/contracts';

/** Names of the table whose slug is not the specification's id for that language. */
const KNOWN_IDS: Readonly<Record<string, string>> = { Golang: 'go', 'JavaScript Node': 'javascript' };

/** An identifier from a language name: `C++ 17 With O2` → `cpp-17-with-o2`, `C#` → `csharp`, `Golang` → `go`. */
export function languageId(name: string): string {
  const known = KNOWN_IDS[name];
  if (known !== undefined) return known;
  const slug = name
    .toLowerCase()
    .replaceAll('++', 'pp')
    .replaceAll('#', 'sharp')
    .replaceAll(/[^a-z0-9]+/g, '-')
    .replaceAll(/^-+|-+$/g, '');
  return (slug === '' ? 'lang' : slug).slice(0, 36);
}

/**
 * The entry point a language needs, as the specification's table of languages names it: a main
 * class (Java, Kotlin) or a main file (Python, JavaScript, PHP); null for the others (C, C++ …).
 */
export interface EntryPoint {
  /** What the entry point is ("Main class", "Main file"). */
  kind: 'Main class' | 'Main file';
  /** This platform's entry point for the language (its one source file or class), when known. */
  name: string | null;
}

/** The entry point of a language, by its name and the source file judge-core compiles (when it is in the table). */
export function entryPointOf(name: string, srcName: string | null = listLanguages().find((spec) => spec.name === name)?.srcName ?? null): EntryPoint | null {
  const lower = name.toLowerCase();
  if (/^java\b/.test(lower) || srcName === 'Main.java') return { kind: 'Main class', name: 'Main' };
  // Kotlin comes only from remote judges, whose class names this platform does not know.
  if (lower.startsWith('kotlin')) return { kind: 'Main class', name: null };
  if (/^(python|pypy|javascript|node|php)/.test(lower)) return { kind: 'Main file', name: srcName };
  return null;
}

/** File extensions by the source file name judge-core compiles (main.cpp, Main.java …). */
function extensionsOf(srcName: string): string[] {
  const dot = srcName.lastIndexOf('.');
  const extension = dot < 0 ? '' : srcName.slice(dot + 1);
  if (extension === 'cpp') return ['cpp', 'cc', 'cxx', 'c++'];
  return extension === '' ? [] : [extension];
}

function language(name: string, extensions: string[], entryPoint: EntryPoint | null): IcpcLanguage {
  return { id: languageId(name), name, entry_point_required: entryPoint !== null, entry_point_name: entryPoint?.kind ?? null, extensions };
}

/** Every language of the table; a name only seen in submissions (a remote judge's) is added as is. */
export function icpcLanguages(seenNames: Iterable<string> = []): IcpcLanguage[] {
  const languages = listLanguages().map((spec) => language(spec.name, extensionsOf(spec.srcName), entryPointOf(spec.name, spec.srcName)));
  const known = new Set(languages.map((item) => item.id));
  for (const name of seenNames) {
    const id = languageId(name);
    if (known.has(id)) continue;
    known.add(id);
    languages.push(language(name, [], entryPointOf(name, null)));
  }
  return languages;
}
