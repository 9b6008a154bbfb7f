/**
 * The language table's shape and the functions over it. The rows live in language-table.ts; this is
 * the single source for the API's `languages` call and for how judge nodes compile and run code.
 */
import { LANGUAGE_TABLE } from './language-table.ts';

/** Which judge image provides the toolchain: `main` is Debian trixie, `py2` is Debian bullseye (Python 2 only). */
export type JudgeImageName = 'main' | 'py2';

/**
 * One language. Argv and env values may hold placeholders, filled by `expandArgv` / `expandEnv`:
 * `{src}` source path, `{exe}` artifact path, `{dir}` work directory, `{memoryMb}` and `{stackMb}` the
 * effective limits (only the JVM needs them on its command line).
 */
export interface LanguageSpec {
  /** Stable id for the API's language list; never reused. */
  id: number;
  /** HOJ-compatible name, the key everywhere (submissions, problem language lists). */
  name: string;
  /** Compiler or runtime and its version, shown to users. */
  description: string;
  srcName: string;
  /** Artifact the compile step must leave; for interpreted languages the source itself or its bytecode. */
  exeName: string;
  /** Null when the language has no compile or syntax-check step. */
  compileArgv: readonly string[] | null;
  runArgv: readonly string[];
  /** CPU time limit of the compile step. */
  compileTimeLimitMs: number;
  /** Memory of the compile step: RLIMIT_DATA per compiler process, plus the container's cap. */
  compileMemoryLimitMb: number;
  /** Multiplier on the problem's time limit (spec 01 §9: 1 for C/C++, 2 for the rest). */
  timeFactor: number;
  /** Multiplier on the problem's memory limit (spec 01 §9: 1 for C/C++, 2 for the rest). */
  memoryFactor: number;
  /**
   * What the runtime writes to stderr when an allocation is refused (Java's OutOfMemoryError, Python's
   * MemoryError): a failed run whose stderr holds one of these is Memory Limit Exceeded, not a crash.
   */
  outOfMemoryText: readonly string[];
  compileEnv: Readonly<Record<string, string>>;
  runEnv: Readonly<Record<string, string>>;
  /** Editor mode (MIME type) for the code editor. */
  contentType: string;
  /** Starter code: A+B read from standard input. */
  template: string;
  image: JudgeImageName;
  /** The toolchain may be missing from the judge image; nodes report which optional languages they have. */
  optional: boolean;
  /** Usable for special-judge checkers and interactors (the spec's `isSpj`). */
  spj: boolean;
}

/** Languages a new problem offers by default (spec 01 §9). */
export const DEFAULT_LANGUAGE_NAMES: readonly string[] = ['C', 'C++', 'Java', 'Python3', 'Python2'];

/** Every language, in display order. */
export function listLanguages(): readonly LanguageSpec[] {
  return LANGUAGE_TABLE;
}

/** The language with this exact name, or undefined. */
export function findLanguage(name: string): LanguageSpec | undefined {
  return LANGUAGE_TABLE.find((language) => language.name === name);
}

/** A problem's limits as configured, before language factors. */
export interface ProblemLimits {
  timeLimitMs: number;
  memoryLimitMb: number;
  /** Defaults to the memory limit. */
  stackLimitMb?: number;
  /** Defaults to DEFAULT_OUTPUT_LIMIT_KB. */
  outputLimitKb?: number;
}

/** Limits the runner enforces for one language and problem. */
export interface EffectiveLimits {
  /** CPU time. */
  timeLimitMs: number;
  /** Wall-clock guard against sleeping or blocked programs. */
  wallTimeLimitMs: number;
  /**
   * The limit of the program's memory cgroup: the peak of all its processes together. Also the value of
   * `{memoryMb}`. There is no address-space limit, so a huge allocation fails by the cgroup's OOM kill
   * (MLE), not by a refused allocation (RE).
   */
  memoryLimitMb: number;
  memoryLimitKb: number;
  /** RLIMIT_STACK; also the value of `{stackMb}`. */
  stackLimitMb: number;
  /** RLIMIT_FSIZE and the cap on captured stdout. */
  outputLimitKb: number;
}

/** Cap on what a program may write (64 MiB), unless the caller sets another. */
export const DEFAULT_OUTPUT_LIMIT_KB = 64 * 1024;

/** Applies the language's factors to a problem's limits (spec 01 §9). */
export function effectiveLimits(language: LanguageSpec, limits: ProblemLimits): EffectiveLimits {
  const timeLimitMs = Math.ceil(limits.timeLimitMs * language.timeFactor);
  const memoryLimitMb = Math.ceil(limits.memoryLimitMb * language.memoryFactor);
  const memoryLimitKb = memoryLimitMb * 1024;
  return {
    timeLimitMs,
    // Generous because CPU time is the real limit; this only catches sleeping or blocked programs.
    wallTimeLimitMs: timeLimitMs * 3 + 1000,
    memoryLimitMb,
    memoryLimitKb,
    stackLimitMb: Math.min(limits.stackLimitMb ?? memoryLimitMb, memoryLimitMb),
    outputLimitKb: limits.outputLimitKb ?? DEFAULT_OUTPUT_LIMIT_KB,
  };
}

/** Values for the argv and env placeholders. */
export interface CommandVars {
  src: string;
  exe: string;
  dir: string;
  memoryMb?: number;
  stackMb?: number;
}

function fill(template: string, vars: CommandVars): string {
  return template.replace(/\{(src|exe|dir|memoryMb|stackMb)\}/g, (whole, key: keyof CommandVars) => {
    const value = vars[key];
    if (value === undefined) throw new Error(`placeholder ${whole} needs a value`);
    return String(value);
  });
}

/** Fills the placeholders of a compile or run argv. */
export function expandArgv(argv: readonly string[], vars: CommandVars): string[] {
  return argv.map((part) => fill(part, vars));
}

/** Fills the placeholders of an env map. */
export function expandEnv(env: Readonly<Record<string, string>>, vars: CommandVars): Record<string, string> {
  return Object.fromEntries(Object.entries(env).map(([key, value]) => [key, fill(value, vars)]));
}
