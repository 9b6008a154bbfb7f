import type { PackageFiles } from '../archive/zip-reader.ts';
import type { KattisFlagsMapper } from '../kattis-flags.ts';
import type { PackageLimits } from '../limits.ts';

/** What a format reader gets: the package's files and the injected rules. */
export interface ReadContext {
  files: PackageFiles;
  limits: PackageLimits;
  kattisFlags: KattisFlagsMapper;
}
