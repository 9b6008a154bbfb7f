import { defineConfig } from 'vitest/config';

// The sandbox's verdicts measure time: its files run one at a time, with judge-dispatch's sandbox files, in a
// vitest run of their own after the node-side projects (scripts/test), beside the jsdom one (a core each).
export default defineConfig({
  test: {
    name: 'judge-node',
    fileParallelism: false,
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 30_000,
  },
});
