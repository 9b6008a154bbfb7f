import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const FIXTURE = fileURLToPath(new URL('./fixtures/startup-garbage.ts', import.meta.url));

describe('releaseStartupMemory', () => {
  it('gives back the pages a start-up left in V8 young generation, without putting gc on the global', async () => {
    // The gateway's cap (scripts/lib/platform.sh): the start-up grows the young generation to 2 × 32 MB.
    const { stdout } = await promisify(execFile)(process.execPath, ['--max-semi-space-size=32', FIXTURE]);
    const result = JSON.parse(stdout) as { beforeMb: number; afterMb: number; globalGc: string };
    expect(result.beforeMb - result.afterMb).toBeGreaterThan(50);
    expect(result.globalGc).toBe('undefined');
  });
});
