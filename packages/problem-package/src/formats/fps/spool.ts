import { createReadStream } from 'node:fs';
import { mkdtemp, open, rm } from 'node:fs/promises';
import type { FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { UnpackBudget } from '../../archive/unpack-guard.ts';
import type { FileRef } from '../../model.ts';

/** One file being spooled: chunks are queued synchronously (from parser events) and written in order by `flush`. */
export class SpoolFile {
  readonly #path: string;
  readonly #origin: string;
  readonly #budget: UnpackBudget;
  #handle: Promise<FileHandle> | null = null;
  #writes: Promise<void> = Promise.resolve();
  #queue: Buffer[] = [];
  #size = 0;

  constructor(path: string, origin: string, budget: UnpackBudget) {
    this.#path = path;
    this.#origin = origin;
    this.#budget = budget;
  }

  /** Queues bytes (counted against the package's unpacked total). */
  push(chunk: Buffer): void {
    if (chunk.length === 0) return;
    this.#budget.spend(chunk.length);
    this.#size += chunk.length;
    this.#queue.push(chunk);
  }

  /** Writes what is queued, after any write already under way. */
  flush(): Promise<void> {
    const chunks = this.#queue;
    this.#queue = [];
    this.#handle ??= open(this.#path, 'w');
    const handle = this.#handle;
    this.#writes = this.#writes.then(async () => {
      const file = await handle;
      for (const chunk of chunks) await file.write(chunk);
    });
    return this.#writes;
  }

  /** Flushes, closes and answers a reference to the bytes. */
  async finish(): Promise<FileRef> {
    await this.flush();
    await (await (this.#handle ?? open(this.#path, 'w'))).close();
    const path = this.#path;
    return { origin: this.#origin, size: this.#size, open: () => Promise.resolve(createReadStream(path)) };
  }
}

/** A temporary folder for the test data and images of one FPS file; `remove()` deletes it. */
export class Spool {
  readonly #dir: string;
  readonly #budget: UnpackBudget;
  #count = 0;

  private constructor(dir: string, budget: UnpackBudget) {
    this.#dir = dir;
    this.#budget = budget;
  }

  static async create(budget: UnpackBudget, parent = tmpdir()): Promise<Spool> {
    return new Spool(await mkdtemp(join(parent, 'oj-fps-')), budget);
  }

  file(origin: string): SpoolFile {
    this.#count += 1;
    return new SpoolFile(join(this.#dir, `${this.#count}.bin`), origin, this.#budget);
  }

  async remove(): Promise<void> {
    await rm(this.#dir, { recursive: true, force: true });
  }
}

/** Decodes base64 text arriving in pieces (whitespace allowed between them) into bytes, four characters at a time. */
export class Base64Decoder {
  #rest = '';

  push(text: string): Buffer {
    const clean = this.#rest + text.replace(/[^A-Za-z0-9+/=]/g, '');
    const usable = clean.length - (clean.length % 4);
    this.#rest = clean.slice(usable);
    return Buffer.from(clean.slice(0, usable), 'base64');
  }

  end(): Buffer {
    const rest = this.#rest;
    this.#rest = '';
    return Buffer.from(rest, 'base64');
  }
}
