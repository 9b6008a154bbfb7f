/**
 * Docker's multiplexed stream of an attached exec or container (no TTY): frames of an 8-byte header
 * (stream 1 stdout or 2 stderr, then a big-endian 32-bit length) and the payload.
 */

/** Splits the stream and hands each payload to the stdout or stderr callback. */
export class DockerStreamDemuxer {
  private pending: Buffer = Buffer.alloc(0);
  private readonly onStdout: (payload: Buffer) => void;
  private readonly onStderr: (payload: Buffer) => void;

  constructor(onStdout: (payload: Buffer) => void, onStderr: (payload: Buffer) => void) {
    this.onStdout = onStdout;
    this.onStderr = onStderr;
  }

  push(chunk: Buffer): void {
    this.pending = this.pending.length === 0 ? chunk : Buffer.concat([this.pending, chunk]);
    while (this.pending.length >= 8) {
      const size = this.pending.readUInt32BE(4);
      if (this.pending.length < 8 + size) break;
      const toStderr = this.pending[0] === 2;
      const payload = this.pending.subarray(8, 8 + size);
      this.pending = this.pending.subarray(8 + size);
      if (toStderr) this.onStderr(payload);
      else this.onStdout(payload);
    }
  }
}
