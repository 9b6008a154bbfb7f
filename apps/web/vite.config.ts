import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The gateway serves dist/ at / with an SPA fallback; in dev, /api goes to the gateway.
export default defineConfig({
  base: '/',
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // bench/web-size.ts reads the manifest to measure what each route loads first.
    manifest: true,
    // Monaco's own chunk is large by nature; it loads only on problem pages.
    chunkSizeWarningLimit: 4000,
    rolldownOptions: {
      treeshake: {
        // @oj/contracts builds its TypeBox schemas at module level; the browser uses only its
        // constants and types, so the schema builders are declared pure and drop out of the bundle.
        manualPureFunctions: ['Type', 'nullable', 'optionalNullable'],
        moduleSideEffects: [
          { test: /@sinclair[\\/]typebox/, sideEffects: false },
          { test: /packages[\\/]contracts[\\/]/, sideEffects: false },
          { test: /\.css$/, sideEffects: true },
          // antd and its rc-components are side-effect free but do not all say so: without this
          // every re-exported module of a package import (rc-form, rc-input...) lands in the shell.
          { test: /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:antd|@rc-component|@ant-design)[\\/].*\.js$/, sideEffects: false },
        ],
      },
      output: {
        codeSplitting: {
          groups: [
            // The framework every page needs, cached across deployments of the pages themselves.
            {
              name: 'react',
              test: /node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:react|react-dom|scheduler|react-router|react-redux|redux|@reduxjs|immer|reselect|i18next|react-i18next)[\\/]/,
              priority: 20,
            },
          ],
        },
      },
    },
  },
});
