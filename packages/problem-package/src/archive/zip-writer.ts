import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import type { FileRef } from '../model.ts';

/** Fixed entry times, so that one model always writes the same bytes. */
const MTIME = new Date(Date.UTC(2020, 0, 1));

/**
 * A zip written streaming: texts are added as they are, file references are opened one at a time when
 * their turn comes (yazl's lazy streams), so a package of any size passes through a bounded buffer.
 */
export class ZipWriter {
  readonly #zip = new yazl.ZipFile();
  readonly #paths = new Set<string>();

  /** True when `path` was added already. */
  has(path: string): boolean {
    return this.#paths.has(path);
  }

  addText(path: string, text: string): void {
    this.#paths.add(path);
    this.#zip.addBuffer(Buffer.from(text, 'utf8'), path, { mtime: MTIME });
  }

  addFile(path: string, file: FileRef): void {
    this.#paths.add(path);
    this.#zip.addReadStreamLazy(path, { mtime: MTIME }, (callback) => {
      file.open().then(
        (stream) => {
          callback(null, stream);
        },
        (error: unknown) => {
          callback(error, undefined as unknown as NodeJS.ReadableStream);
        },
      );
    });
  }

  /** Ends the zip and writes it all to `out`; rejects if a file cannot be read or `out` fails. */
  async finish(out: Writable): Promise<void> {
    const failed = new Promise<never>((_resolve, reject) => this.#zip.once('error', reject));
    this.#zip.end();
    const written = pipeline(this.#zip.outputStream, out);
    await Promise.race([written, failed]).catch((error: unknown) => {
      out.destroy(error instanceof Error ? error : new Error(String(error)));
      throw error;
    });
  }
}
