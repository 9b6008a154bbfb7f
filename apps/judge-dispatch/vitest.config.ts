import { defineConfig } from 'vitest/config';
import { SANDBOX_FILES } from './vitest.files.ts';

// OJ_TEST_ONLY_SCRYPT_LOG2_N: a cheaper scrypt for test runs (service-kit reads it only under vitest).
// The files that judge in the sandbox are the serial project of vitest.sandbox.config.ts; these run
// two at a time with the other projects (each test has its own database and NATS namespace).
export default defineConfig({
  test: {
    name: 'judge-dispatch',
    include: ['test/**/*.test.ts'],
    exclude: SANDBOX_FILES,
    env: { OJ_TEST_ONLY_SCRYPT_LOG2_N: '12' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
