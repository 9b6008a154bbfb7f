import { Transform } from 'node:stream';
import type { TransformCallback } from 'node:stream';
import { ProblemPackageMessage as M } from '@oj/contracts';
import { PackageError } from '../errors.ts';
import { megabytes } from '../limits.ts';
import type { PackageLimits } from '../limits.ts';

/** Running count of the bytes unpacked from one package, against its total cap. */
export class UnpackBudget {
  #used = 0;
  readonly limits: PackageLimits;

  constructor(limits: PackageLimits) {
    this.limits = limits;
  }

  get used(): number {
    return this.#used;
  }

  /** Counts `bytes` more; throws once the package's total passes the cap. */
  spend(bytes: number): void {
    this.#used += bytes;
    if (this.#used > this.limits.maxUnpackedBytes) throw new PackageError(M.unpackedTooLarge(megabytes(this.limits.maxUnpackedBytes)));
  }
}

/** Refuses an entry whose unpacked size passes the ratio cap (past the floor). */
export function checkRatio(name: string, unpacked: number, packed: number, limits: PackageLimits): void {
  if (unpacked > limits.ratioFloorBytes && unpacked > limits.maxEntryRatio * Math.max(packed, 1)) {
    throw new PackageError(M.entryRatio(name, limits.maxEntryRatio));
  }
}

/**
 * Passes an entry's bytes through while counting what really inflates (headers may lie): the stream fails
 * with the package error as soon as the entry's ratio or the package's total passes its cap.
 */
export class UnpackGuard extends Transform {
  #bytes = 0;
  readonly #name: string;
  readonly #packed: number;
  readonly #budget: UnpackBudget;

  constructor(name: string, packed: number, budget: UnpackBudget) {
    super();
    this.#name = name;
    this.#packed = packed;
    this.#budget = budget;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#bytes += chunk.length;
    try {
      this.#budget.spend(chunk.length);
      checkRatio(this.#name, this.#bytes, this.#packed, this.#budget.limits);
    } catch (error) {
      callback(error as Error);
      return;
    }
    callback(null, chunk);
  }
}
