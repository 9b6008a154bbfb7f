// What every bench script's command line shares: reading a whole-number flag and logging progress.

/** The flag `name` of `flags` as a positive integer (0 too with `allowZero`); a clear error otherwise. */
export function positiveFlag(flags: Readonly<Record<string, unknown>>, name: string, allowZero = false): number {
  const value = Number(flags[name]);
  if (!Number.isSafeInteger(value) || value < (allowZero ? 0 : 1)) throw new Error(`--${name} must be a ${allowZero ? 'non-negative' : 'positive'} integer`);
  return value;
}

/** A progress logger on stderr, each line tagged with the bench's name. */
export function benchLog(tag: string): (message: string) => void {
  return (message) => {
    process.stderr.write(`[${tag}] ${message}\n`);
  };
}
