// Prints the gzipped JavaScript a browser loads first for `/` and for `/problem/:id` in the built
// user app (or, with --app admin, for the back office's dashboard), by following static imports
// through Vite's manifest. Build first (`pnpm --filter @oj/web build`, `--filter @oj/admin`).
// Usage: bench/run web-size [--app web|admin] [--dist apps/web/dist] [--budget-kb 200]
// Exits 1 when the first page is over the budget or when Monaco is part of its first load.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

/** One manifest entry of Vite's build manifest. */
interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

/**
 * The pages measured: manifest keys (or key patterns) of the chunks each one loads on top of the
 * entry before it shows: its route chunk, and the message chunks the app awaits before the first
 * render (English, the larger language). The last line adds what the problem page loads right
 * after: the editor and the statement renderer.
 */
const SHELL_MESSAGES = /i18n\/src\/resources\/en-US\.ts$/;
const PAGE_MESSAGES = /i18n\/src\/resources\/pages\/en-US\/index\.ts$/;
const PROBLEM_ROUTE = 'src/app/routes/problem-detail.tsx';
const WEB_PAGES: { label: string; chunks: (string | RegExp)[] }[] = [
  { label: '/', chunks: [SHELL_MESSAGES] },
  { label: '/problem/:id', chunks: [SHELL_MESSAGES, PAGE_MESSAGES, PROBLEM_ROUTE] },
  {
    label: '/problem/:id, all',
    chunks: [SHELL_MESSAGES, PAGE_MESSAGES, PROBLEM_ROUTE, /ui\/src\/code-editor\/CodeEditor\.tsx$/, /ui\/src\/markdown\/render\.ts$/],
  },
];

/** The back office: its entry (shell, admin messages) and the dashboard's route chunk. */
const ADMIN_PAGES: { label: string; chunks: (string | RegExp)[] }[] = [
  { label: '/admin/dashboard', chunks: ['src/app/routes/dashboard.tsx'] },
  { label: '/admin/problem/edit/:id', chunks: ['src/app/routes/dashboard.tsx', /features\/problems\/pages\/ProblemEditorPage\.tsx$/] },
];

function keyOf(manifest: Manifest, chunk: string | RegExp): string {
  if (typeof chunk === 'string') return chunk;
  const key = Object.keys(manifest).find((name) => chunk.test(name));
  if (!key) throw new Error(`no manifest entry matches ${String(chunk)}`);
  return key;
}

/** Keys of `start` and of every chunk it imports statically, transitively. */
export function staticClosure(manifest: Manifest, start: string, seen: Set<string> = new Set()): Set<string> {
  if (seen.has(start)) return seen;
  const chunk = manifest[start];
  if (!chunk) throw new Error(`no manifest entry ${start}`);
  seen.add(start);
  for (const next of chunk.imports ?? []) staticClosure(manifest, next, seen);
  return seen;
}

function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((name) => manifest[name]?.isEntry);
  if (!key) throw new Error('the manifest has no entry');
  return key;
}

function gzipBytes(path: string): number {
  return gzipSync(readFileSync(path)).length;
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

function main(): void {
  const { values } = parseArgs({ options: { app: { type: 'string' }, dist: { type: 'string' }, 'budget-kb': { type: 'string' } } });
  const app = values.app === 'admin' ? 'admin' : 'web';
  const pages = app === 'admin' ? ADMIN_PAGES : WEB_PAGES;
  const dist = resolve(values.dist ?? join(import.meta.dirname, `../apps/${app}/dist`));
  const manifestFile = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) {
    console.error(`no build of the ${app} app in ${dist}: build it first (pnpm --filter @oj/${app} build)`);
    process.exitCode = 2;
    return;
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const entry = entryKey(manifest);
  let rootBytes = 0;
  for (const page of pages) {
    const keys = staticClosure(manifest, entry);
    for (const chunk of page.chunks) staticClosure(manifest, keyOf(manifest, chunk), keys);
    const files = [...keys].map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith('.js'));
    const sizes = files.map((file) => ({ file, gzip: gzipBytes(join(dist, file)) })).sort((a, b) => b.gzip - a.gzip);
    const total = sizes.reduce((sum, item) => sum + item.gzip, 0);
    if (page === pages[0]) rootBytes = total;
    console.log(`${page.label.padEnd(24)} ${kb(total).padStart(10)} gzipped JS in ${sizes.length} files`);
    for (const item of sizes) console.log(`    ${kb(item.gzip).padStart(10)}  ${item.file}`);
  }
  // Monaco must stay out of the first load of / (it loads with the problem page's editor).
  const rootKeys = staticClosure(manifest, entry);
  for (const chunk of pages[0]?.chunks ?? []) staticClosure(manifest, keyOf(manifest, chunk), rootKeys);
  const monacoInRoot = [...rootKeys].some((key) =>
    /monaco-editor|editor\.api|CodeEditor/.test(`${key} ${manifest[key]?.src ?? ''} ${manifest[key]?.file ?? ''}`),
  );
  console.log(`Monaco in the first load of ${pages[0]?.label ?? '/'}: ${monacoInRoot ? 'YES' : 'no'}`);
  if (monacoInRoot) process.exitCode = 1;
  const budgetKb = values['budget-kb'] === undefined ? undefined : Number(values['budget-kb']);
  if (budgetKb !== undefined && rootBytes > budgetKb * 1024) {
    console.error(`first load of ${pages[0]?.label ?? '/'} is ${kb(rootBytes)}, over the ${budgetKb} KB budget`);
    process.exitCode = 1;
  }
}

main();
