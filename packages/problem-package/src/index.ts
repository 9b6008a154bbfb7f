// @oj/problem-package: reads HOJ, FPS, QDUOJ, Hydro and ICPC (Kattis) problem packages safely and streaming into
// one model (model.ts), and writes HOJ and ICPC packages from it. See docs/problem-formats.md.
export * from './model.ts';
export { PackageError, ProblemPackageMessage } from './errors.ts';
export { DEFAULT_PACKAGE_LIMITS } from './limits.ts';
export type { PackageLimits } from './limits.ts';
export { readProblemPackage, detectZipFormat, sniffPackage } from './read.ts';
export type { PackageKind, ReadOptions } from './read.ts';
export { writeHojPackage } from './formats/hoj/write.ts';
export { writeIcpcPackage } from './formats/icpc/write.ts';
export { uploadImages, replaceLink } from './images.ts';
export { checkerOfFlags, kattisFlagsOf } from './kattis-flags.ts';
export { DEFAULT_MEMORY_LIMIT_MB, DEFAULT_TIME_LIMIT_MS } from './defaults.ts';
