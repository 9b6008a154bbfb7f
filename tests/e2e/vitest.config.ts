import { defineConfig } from 'vitest/config';

// End-to-end tests: they drive a platform that scripts/test started (OJ_E2E_BASE_URL), or processes
// they start themselves. Files run one at a time: they share that platform.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['test/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
