/**
 * Reads the run stage's archive as it streams in, so that a submission printing a lot never makes the
 * judge node hold it: runner results and messages are kept (they are small, and cut in the container),
 * a compared output is held only until it has arrived and been compared with its answer (it is at most
 * its cap, a multiple of the answer), and of every output only a preview is kept.
 */
import { previewText } from '@oj/judge-core';
import type { OutputCheck } from '@oj/judge-core';
import type { CaseOutputPlan } from './plan.ts';
import { TarReader } from './tar.ts';
import type { TarEntrySink } from './tar.ts';

/** What the host keeps of one case's output. */
export interface CaseOutput {
  /** Bytes the archive held for it (a preview-only output is cut in the container). */
  bytes: number;
  preview: string;
  /** The verdict of the comparison with the answer, for a compared output under its cap; else null. */
  comparison: OutputCheck | null;
  /** A compared output that reached its cap: the program wrote as much as it may, or more. */
  overCap: boolean;
}

/** What crossed from the sandbox, and the most the node held of it at once. */
export interface RunOutputStats {
  archiveBytes: number;
  /** Largest single file held whole (a compared output, a runner result file, a message). */
  largestFileHeldBytes: number;
}

/** Everything the run stage sent back, reduced to what the verdicts need. */
export interface CollectedRunOutput {
  /** Runner results and messages by archive path (out/run.jsonl, out/3.err...). */
  files: Map<string, Buffer>;
  /** By case position (0-based). */
  outputs: Map<number, CaseOutput>;
  stats: RunOutputStats;
}

/** Compares an output with the answer of the case at `position`. */
export type OutputComparer = (position: number, output: string) => OutputCheck;

const RESULTS_MAX_BYTES = 16 << 20;
const MESSAGE_MAX_BYTES = 64 << 10;
// Of an output the host does not compare, enough for the preview (1000 characters of up to 4 bytes).
const PREVIEW_MAX_BYTES = 8 << 10;

/** Collects a sink's data up to `maxBytes`, counting (and dropping) the rest. */
class Capped {
  readonly parts: Buffer[] = [];
  kept = 0;
  seen = 0;
  private readonly maxBytes: number;

  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  add(chunk: Buffer): void {
    this.seen += chunk.length;
    const room = this.maxBytes - this.kept;
    if (room <= 0) return;
    const part = chunk.length <= room ? chunk : chunk.subarray(0, room);
    // A copy: the chunk belongs to a larger socket buffer that must not be kept alive.
    this.parts.push(Buffer.from(part));
    this.kept += part.length;
  }

  take(): Buffer {
    return Buffer.concat(this.parts, this.kept);
  }
}

/** Feed it the run stage's stdout with push(), then call finish(). */
export class RunOutputCollector {
  private readonly reader: TarReader;
  private readonly byPath = new Map<string, number>();
  private readonly files = new Map<string, Buffer>();
  private readonly outputs = new Map<number, CaseOutput>();
  private readonly stats: RunOutputStats = { archiveBytes: 0, largestFileHeldBytes: 0 };
  private readonly plans: readonly CaseOutputPlan[];
  private readonly compare: OutputComparer;

  constructor(plans: readonly CaseOutputPlan[], compare: OutputComparer) {
    this.plans = plans;
    this.compare = compare;
    plans.forEach((plan, position) => this.byPath.set(plan.path, position));
    this.reader = new TarReader((path) => this.sinkFor(path));
  }

  push(chunk: Buffer): void {
    this.stats.archiveBytes += chunk.length;
    this.reader.push(chunk);
  }

  finish(): CollectedRunOutput {
    return { files: this.files, outputs: this.outputs, stats: this.stats };
  }

  private held(bytes: number): void {
    this.stats.largestFileHeldBytes = Math.max(this.stats.largestFileHeldBytes, bytes);
  }

  private sinkFor(path: string): TarEntrySink | null {
    const position = this.byPath.get(path);
    if (position !== undefined) return this.outputSink(position);
    if (!path.startsWith('out/')) return null;
    const data = new Capped(path.endsWith('.jsonl') ? RESULTS_MAX_BYTES : MESSAGE_MAX_BYTES);
    return {
      data: (chunk) => {
        data.add(chunk);
      },
      end: () => {
        this.held(data.kept);
        this.files.set(path, data.take());
      },
    };
  }

  private outputSink(position: number): TarEntrySink {
    const plan = this.plans[position];
    const compared = plan?.comparedOnHost === true;
    const capBytes = plan?.capBytes ?? 0;
    const data = new Capped(compared ? capBytes : PREVIEW_MAX_BYTES);
    return {
      data: (chunk) => {
        data.add(chunk);
      },
      end: () => {
        this.held(data.kept);
        const text = data.take().toString('utf8');
        const overCap = compared && data.seen >= capBytes;
        const comparison = compared && !overCap ? this.compare(position, text) : null;
        this.outputs.set(position, { bytes: data.seen, preview: previewText(text), comparison, overCap });
      },
    };
  }
}
