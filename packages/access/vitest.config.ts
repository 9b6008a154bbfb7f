import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { name: 'access', include: ['test/**/*.test.ts'] } });
