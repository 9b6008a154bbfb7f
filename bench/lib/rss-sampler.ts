/**
 * Samples a process's memory from /proc/<pid>/status (VmRSS, and VmHWM, the peak RSS the kernel kept) at a
 * fixed interval, each sample tagged with the phase the bench was in.
 */
import { readFileSync, writeFileSync } from 'node:fs';

/** One reading, in kB as the kernel gives them. */
export interface RssSample {
  atMs: number;
  phase: string;
  rssKb: number;
  hwmKb: number;
}

/** VmRSS and VmHWM of `pid` now (kB). */
export function readMemory(pid: number): { rssKb: number; hwmKb: number } {
  const status = readFileSync(`/proc/${String(pid)}/status`, 'utf8');
  const field = (name: string): number => {
    const match = new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status);
    if (!match) throw new Error(`/proc/${String(pid)}/status has no ${name}`);
    return Number(match[1]);
  };
  return { rssKb: field('VmRSS'), hwmKb: field('VmHWM') };
}

/** Resets the process's VmHWM to its current RSS (writing 5 to clear_refs; needs root or the same user). */
export function resetPeak(pid: number): boolean {
  try {
    writeFileSync(`/proc/${String(pid)}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** Takes a sample every `intervalMs` until stopped; `phase` names what the bench does meanwhile. */
export class RssSampler {
  readonly samples: RssSample[] = [];
  phase = 'idle';
  readonly #pid: number;
  readonly #timer: NodeJS.Timeout;
  readonly #started = Date.now();

  constructor(pid: number, intervalMs: number) {
    this.#pid = pid;
    this.sample();
    this.#timer = setInterval(() => {
      this.sample();
    }, intervalMs);
  }

  sample(): RssSample {
    const reading = { atMs: Date.now() - this.#started, phase: this.phase, ...readMemory(this.#pid) };
    this.samples.push(reading);
    return reading;
  }

  stop(): void {
    clearInterval(this.#timer);
    this.sample();
  }

  /** The highest VmRSS sampled in the phases given (all when none). */
  peakKb(...phases: string[]): number {
    const chosen = phases.length ? this.samples.filter((sample) => phases.includes(sample.phase)) : this.samples;
    return Math.max(0, ...chosen.map((sample) => sample.rssKb));
  }
}

/** kB as MB with one decimal. */
export function mb(kb: number): string {
  return (kb / 1024).toFixed(1);
}
