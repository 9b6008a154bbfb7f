import { defineConfig } from 'vitest/config';

// One run over every package's own vitest project (unit, integration against MariaDB/NATS, judge tests in
// Docker). The end-to-end suite has its own config in tests/e2e and runs against a started platform.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'apps/*/vitest.config.ts', 'apps/judge-dispatch/vitest.sandbox.config.ts', 'tests/infra/vitest.config.ts'],
  },
});
