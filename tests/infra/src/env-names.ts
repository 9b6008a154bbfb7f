/**
 * The environment variables each process of the platform reads, found in its code: every `OJ_*` name and
 * NODE_ENV in the source files it loads, plus the names service-kit builds (each service's port variable,
 * the gateway's upstream URLs). A manifest that sets a name outside its process's list sets nothing.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTE_OWNERS } from '@oj/contracts';
import type { DEFAULT_PORTS } from '@oj/contracts';
import { portVariable } from '@oj/service-kit';
import { REPO_ROOT, filesUnder } from './files.ts';

/** Processes the manifests start: the five of apps/*\/src/server.ts, the migration and the demo test-data seed. */
export type ProcessName = keyof typeof DEFAULT_PORTS | 'migrate' | 'seed-test-data';

const SERVICE_SOURCES = ['packages/service-kit/src', 'packages/db/src', 'packages/contracts/src', 'packages/judge-queue/src'];

// A judge node loads service-kit only through `no-database` (apps/judge-node/test/module-graph.test.ts):
// the process config, NATS and metrics, never the database or the JWT settings.
const SOURCES: Record<ProcessName, string[]> = {
  gateway: ['apps/gateway/src', ...SERVICE_SOURCES],
  'judge-dispatch': ['apps/judge-dispatch/src', ...SERVICE_SOURCES],
  contest: ['apps/contest/src', ...SERVICE_SOURCES],
  community: ['apps/community/src', ...SERVICE_SOURCES],
  'judge-node': [
    'apps/judge-node/src',
    'packages/judge-queue/src',
    'packages/contracts/src',
    'packages/service-kit/src/process-config.ts',
    'packages/service-kit/src/nats-settings.ts',
    'packages/service-kit/src/env.ts',
  ],
  migrate: ['apps/gateway/src/cli/migrate.ts', 'apps/gateway/src/cli/root-password.ts', 'packages/db/src'],
  'seed-test-data': ['apps/gateway/src/cli/seed-test-data.ts', ...SERVICE_SOURCES],
};

const NAME = /\b(OJ_[A-Z0-9_]*[A-Z0-9]|NODE_ENV)\b/g;

function sourceFiles(path: string): string[] {
  return path.endsWith('.ts') ? [path] : filesUnder(path, ['.ts']);
}

/** Every variable name `process` reads. */
export function envNamesOf(process: ProcessName): Set<string> {
  const names = new Set<string>();
  for (const file of SOURCES[process].flatMap(sourceFiles)) {
    for (const match of readFileSync(join(REPO_ROOT, file), 'utf8').matchAll(NAME)) names.add(match[1] ?? '');
  }
  if (process !== 'migrate' && process !== 'seed-test-data') names.add(portVariable(process));
  if (process === 'gateway') {
    for (const upstream of Object.keys(ROUTE_OWNERS)) names.add(`OJ_${upstream.toUpperCase().replaceAll('-', '_')}_URL`);
  }
  return names;
}
