import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'problem-package', include: ['test/**/*.test.ts'], testTimeout: 20_000 } });
