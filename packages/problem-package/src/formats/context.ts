import type { PackageFiles } from '../archive/zip-reader.ts';
import type { PackageLimits } from '../limits.ts';

/** What a format reader gets: the package's files and its caps. */
export interface ReadContext {
  files: PackageFiles;
  limits: PackageLimits;
}
