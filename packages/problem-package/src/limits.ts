/** How much of a package the reader accepts. Every cap is checked while streaming, not only from the zip headers. */
export interface PackageLimits {
  /** Most entries (files and folders) in one zip. */
  maxEntries: number;
  /** Most bytes unpacked from one package in all (every file, each time it is read). */
  maxUnpackedBytes: number;
  /** Largest unpacked/packed ratio of one entry, once it passes `ratioFloorBytes`. */
  maxEntryRatio: number;
  /** Entries smaller than this unpacked are never refused for their ratio (tiny files compress very well). */
  ratioFloorBytes: number;
  /** Largest file read into memory: a JSON or YAML setting, a statement, a checker or solution source, an extra file. */
  maxTextBytes: number;
  /** Most problems in one package. */
  maxProblems: number;
}

const MB = 1024 * 1024;

/** The defaults: a 1 GB package, the test-data upload's ratio rule (400 past 1 MB), 16 MB texts (a MEDIUMTEXT). */
export const DEFAULT_PACKAGE_LIMITS: Readonly<PackageLimits> = Object.freeze({
  maxEntries: 20_000,
  maxUnpackedBytes: 1024 * MB,
  maxEntryRatio: 400,
  ratioFloorBytes: MB,
  maxTextBytes: 16 * MB,
  maxProblems: 500,
});

/** Bytes as whole MB, for messages. */
export function megabytes(bytes: number): number {
  return Math.floor(bytes / MB);
}
