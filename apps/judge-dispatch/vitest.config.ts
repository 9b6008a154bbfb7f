import { defineConfig } from 'vitest/config';

// OJ_TEST_ONLY_SCRYPT_LOG2_N: a cheaper scrypt for test runs (service-kit reads it only under vitest).
// Several files judge in the sandbox: they run one at a time, with judge-node's, after the other
// projects (scripts/test runs those two at a time).
export default defineConfig({
  test: {
    name: 'judge-dispatch',
    fileParallelism: false,
    include: ['test/**/*.test.ts'],
    env: { OJ_TEST_ONLY_SCRYPT_LOG2_N: '12' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
