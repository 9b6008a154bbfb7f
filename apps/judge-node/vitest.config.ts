import { defineConfig } from 'vitest/config';

// The sandbox's verdicts measure time: its files run one at a time, after every other project's
// (scripts/test runs the rest two at a time), so no other test takes their CPU.
export default defineConfig({
  test: {
    name: 'judge-node',
    fileParallelism: false,
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 30_000,
  },
});
