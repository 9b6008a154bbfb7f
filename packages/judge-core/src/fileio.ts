/**
 * File IO problems and extra files. With isFileIO the program reads `ioReadFileName` and writes
 * `ioWriteFileName` in its work directory: the judge copies each case's input in under the read name
 * and takes the output from the write name. A missing name falls back to stdin or stdout. Extra files
 * (user's and judge's) are written next to the program or checker, so their names must be plain names.
 */
import type { LanguageSpec } from './languages.ts';

const MAX_NAME_LENGTH = 100;

/** True for a plain file name: no path separators, not "." or "..", no control characters, no leading dash. */
export function isSafeFileName(name: string): boolean {
  if (name.length === 0 || name.length > MAX_NAME_LENGTH) return false;
  if (name === '.' || name === '..') return false;
  if (name.startsWith('-')) return false;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what we reject
  return !/[/\\\x00-\x1f\x7f]/.test(name);
}

/** Where a program's input comes from and where its output goes. */
export interface IoPlan {
  /** Name to copy the input to, or null when the program reads stdin. */
  inputFileName: string | null;
  /** Name to read the output from, or null when the program writes stdout. */
  outputFileName: string | null;
}

/** The file-IO fields of a problem or job. */
export interface FileIoSettings {
  isFileIO: boolean;
  ioReadFileName: string | null;
  ioWriteFileName: string | null;
}

/** Resolves a problem's IO plan; throws on an unsafe or colliding file name. */
export function ioPlan(settings: FileIoSettings): IoPlan {
  if (!settings.isFileIO) return { inputFileName: null, outputFileName: null };
  const inputFileName = settings.ioReadFileName?.trim() || null;
  const outputFileName = settings.ioWriteFileName?.trim() || null;
  for (const name of [inputFileName, outputFileName]) {
    if (name !== null && !isSafeFileName(name)) throw new Error(`unsafe IO file name: ${JSON.stringify(name)}`);
  }
  if (inputFileName !== null && inputFileName === outputFileName) {
    throw new Error('the input and output file names must differ');
  }
  return { inputFileName, outputFileName };
}

/** Names a user's extra files must not take: the program's source and artifact, and the IO files. */
export function reservedFileNames(language: Pick<LanguageSpec, 'srcName' | 'exeName'>, plan: IoPlan): string[] {
  const names = [language.srcName, language.exeName, plan.inputFileName, plan.outputFileName];
  return [...new Set(names.filter((name): name is string => name !== null && name !== ''))];
}

/** Problems with a set of extra files (empty when valid): unsafe names, reserved names. */
export function extraFileProblems(files: Readonly<Record<string, string>>, reserved: readonly string[] = []): string[] {
  const problems: string[] = [];
  for (const name of Object.keys(files)) {
    if (!isSafeFileName(name)) problems.push(`unsafe extra file name: ${JSON.stringify(name)}`);
    else if (reserved.includes(name)) problems.push(`extra file name is reserved: ${name}`);
  }
  return problems;
}

/** Throws when extraFileProblems finds any. */
export function assertSafeExtraFiles(files: Readonly<Record<string, string>>, reserved: readonly string[] = []): void {
  const problems = extraFileProblems(files, reserved);
  if (problems.length > 0) throw new Error(problems.join('; '));
}
