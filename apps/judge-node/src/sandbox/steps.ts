/**
 * The steps file of a stage, which the sandbox agent runs itself (infra/judge-image/runner/steps.c): one
 * step per line, words separated by one space, no shell anywhere, so a file name chosen by a problem's
 * author (file IO) is only ever a file name. In a word, a space, '%' and control characters are written
 * as %XX.
 */

/** One step of a stage, as the agent knows them. */
export type Step =
  /** The runner on a job file, its result lines into a file. */
  | { kind: 'run'; job: string; results: string }
  /** Regular files cut to at most `bytes`; missing ones are no error. */
  | { kind: 'truncate'; bytes: number; paths: readonly string[] }
  | { kind: 'chmod'; mode: number; paths: readonly string[] }
  | { kind: 'rm'; paths: readonly string[] }
  /** A tar archive of these paths (relative to /w) on the stage's stdout: regular files, and directories' regular files. */
  | { kind: 'collect'; paths: readonly string[] };

// eslint-disable-next-line no-control-regex -- control characters are exactly what is escaped
const ESCAPED_IN_WORDS = /[%\x00-\x20\x7f]/g;

/** A word as the agent reads it back. */
export function stepWord(word: string): string {
  if (word === '') throw new Error('a step word cannot be empty');
  return Buffer.from(word, 'utf8')
    .toString('latin1')
    .replace(ESCAPED_IN_WORDS, (c) => {
      if (c === '\0') throw new Error('a step word cannot hold a NUL');
      return `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`;
    });
}

function line(words: readonly (string | number)[]): string {
  return words.map((word) => stepWord(String(word))).join(' ');
}

/** The text of a steps file, as bytes (a word is UTF-8). */
export function formatSteps(steps: readonly Step[]): Buffer {
  const lines = steps.map((step) => {
    switch (step.kind) {
      case 'run':
        return line(['run', step.job, step.results]);
      case 'truncate':
        return line(['truncate', step.bytes, ...step.paths]);
      case 'chmod':
        return line(['chmod', step.mode.toString(8), ...step.paths]);
      case 'rm':
        return line(['rm', ...step.paths]);
      case 'collect':
        return line(['collect', ...step.paths]);
    }
  });
  return Buffer.from(lines.join('\n') + '\n', 'latin1');
}
