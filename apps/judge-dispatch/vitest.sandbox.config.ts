import { defineConfig } from 'vitest/config';
import { SANDBOX_FILES } from './vitest.files.ts';

// The files that judge in the Docker sandbox (a real judge node in-process): one at a time, with
// judge-node's, in a vitest run of their own after the node-side projects (scripts/test), beside the jsdom
// one, so that no other judging test takes the CPU their verdicts measure. The rest of judge-dispatch is the
// project in vitest.config.ts.
export default defineConfig({
  test: {
    name: 'judge-dispatch-sandbox',
    fileParallelism: false,
    include: SANDBOX_FILES,
    env: { OJ_TEST_ONLY_SCRYPT_LOG2_N: '12' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
