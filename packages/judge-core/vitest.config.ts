import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'judge-core', include: ['test/**/*.test.ts'], testTimeout: 20_000 } });
