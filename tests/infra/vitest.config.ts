import { defineConfig } from 'vitest/config';

// The deployment files under infra/ (manifests, compose, dashboards, alert rules), checked without a cluster.
export default defineConfig({ test: { name: 'infra', include: ['test/**/*.test.ts'] } });
