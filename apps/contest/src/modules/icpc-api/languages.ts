/** Languages of the ICPC contest API: judge-core's language table, under identifier-safe ids. */
import { listLanguages } from '@oj/judge-core';
import type { IcpcLanguage } from '@oj/contracts';

/** An identifier from a language name: `C++ 17 With O2` → `cpp-17-with-o2`, `C#` → `csharp`. */
export function languageId(name: string): string {
  const slug = name
    .toLowerCase()
    .replaceAll('++', 'pp')
    .replaceAll('#', 'sharp')
    .replaceAll(/[^a-z0-9]+/g, '-')
    .replaceAll(/^-+|-+$/g, '');
  return (slug === '' ? 'lang' : slug).slice(0, 36);
}

/** File extensions by the source file name judge-core compiles (main.cpp, Main.java …). */
function extensionsOf(srcName: string): string[] {
  const dot = srcName.lastIndexOf('.');
  const extension = dot < 0 ? '' : srcName.slice(dot + 1);
  if (extension === 'cpp') return ['cpp', 'cc', 'cxx', 'c++'];
  return extension === '' ? [] : [extension];
}

/** Every language of the table; a name only seen in submissions (a remote judge's) is added as is. */
export function icpcLanguages(seenNames: Iterable<string> = []): IcpcLanguage[] {
  const table = listLanguages();
  const languages: IcpcLanguage[] = table.map((spec) => ({
    id: languageId(spec.name),
    name: spec.name,
    entry_point_required: spec.srcName === 'Main.java',
    extensions: extensionsOf(spec.srcName),
  }));
  const known = new Set(languages.map((language) => language.id));
  for (const name of seenNames) {
    const id = languageId(name);
    if (known.has(id)) continue;
    known.add(id);
    languages.push({ id, name, entry_point_required: false, extensions: [] });
  }
  return languages;
}
