import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Its screens load lazily, and a first import is CPU work: its files run one at a time, with admin's, in a
// vitest run of their own beside the judge's (scripts/test), after the node-side projects.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    fileParallelism: false,
    include: ['test/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['@oj/ui/testing/jsdom-setup'],
    testTimeout: 20_000,
  },
});
