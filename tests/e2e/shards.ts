/**
 * Splits the end-to-end test files into shards of about equal running time, one line per shard
 * (space-separated paths relative to tests/e2e), for scripts/test to run each shard against a
 * platform of its own at the same time. Times come from durations.json (seconds a file took in a
 * full run on this machine); a file missing there counts as the median. Longest first, each onto the
 * shard with the least time so far.
 *   node tests/e2e/shards.ts N
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const count = Number(process.argv[2] ?? '2');
if (!Number.isSafeInteger(count) || count < 1) throw new Error('usage: node tests/e2e/shards.ts N (N ≥ 1)');

const here = import.meta.dirname;
const files = readdirSync(join(here, 'test'))
  .filter((name) => name.endsWith('.test.ts'))
  .map((name) => `test/${name}`)
  .sort();
const known = JSON.parse(readFileSync(join(here, 'durations.json'), 'utf8')) as Record<string, number>;
const times = Object.values(known).sort((a, b) => a - b);
const median = times.length ? (times[Math.floor(times.length / 2)] ?? 30) : 30;
const weight = (file: string): number => known[file] ?? median;

const shards = Array.from({ length: count }, () => ({ total: 0, files: [] as string[] }));
for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
  const lightest = shards.reduce((best, shard) => (shard.total < best.total ? shard : best));
  lightest.files.push(file);
  lightest.total += weight(file);
}
for (const shard of shards) console.log(shard.files.sort().join(' '));
