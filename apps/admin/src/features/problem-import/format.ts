/** Bytes as MB with one decimal, for the progress lines. */
export function megabytes(bytes: number): string {
  return (bytes / 1024 / 1024).toFixed(1);
}

/** Whether a job still moves (so its page keeps asking for it). */
export function isMoving(status: string): boolean {
  return status === 'uploaded' || status === 'queued' || status === 'running';
}

/** The share of the work done, 0 to 100: problems, then files and bytes within them. */
export function percentOf(progress: { problemsTotal: number; problemsDone: number; bytesTotal: number; bytesDone: number }, done: boolean): number {
  if (done) return 100;
  if (progress.bytesTotal > 0) return Math.min(99, Math.floor((progress.bytesDone / progress.bytesTotal) * 100));
  if (progress.problemsTotal > 0) return Math.min(99, Math.floor((progress.problemsDone / progress.problemsTotal) * 100));
  return 0;
}
