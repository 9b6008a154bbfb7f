import { defineConfig } from 'vitest/config';

// OJ_TEST_ONLY_SCRYPT_LOG2_N: a cheaper scrypt for test runs (service-kit reads it only under vitest).
export default defineConfig({
  test: { name: 'contest', include: ['test/**/*.test.ts'], env: { OJ_TEST_ONLY_SCRYPT_LOG2_N: '12' }, testTimeout: 30_000, hookTimeout: 60_000 },
});
