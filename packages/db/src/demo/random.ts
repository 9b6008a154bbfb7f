/**
 * A small seeded generator (mulberry32), so demo test data is the same on every machine and every
 * run: the data's content hash, and with it the problem's caseVersion, never drifts.
 */
export class SeededRandom {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Uniform integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** `length` integers in [min, max]. */
  ints(length: number, min: number, max: number): number[] {
    return Array.from({ length }, () => this.int(min, max));
  }

  /** A string of `length` characters drawn from `alphabet`. */
  text(length: number, alphabet: string): string {
    let out = '';
    for (let i = 0; i < length; i += 1) out += alphabet[this.int(0, alphabet.length - 1)] ?? '';
    return out;
  }
}
