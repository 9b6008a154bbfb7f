/**
 * The functions a CPU profile (`.cpuprofile`, from OJ_BENCH_CPU_PROFILE_DIR: lib/service-probe.ts) spent most time
 * in: self time by function and place, and self time by package (node_modules), with each one's share of the samples.
 *   node bench/lib/cpu-profile-top.ts <file.cpuprofile> [rows]
 */
import { readFileSync } from 'node:fs';
import type { CallFrame } from './profile-frames.ts';
import { frameName, largest, packageOf, printSections } from './profile-frames.ts';

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  hitCount?: number;
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  startTime: number;
  endTime: number;
}

const [file, rowsText] = process.argv.slice(2);
if (!file) {
  process.stderr.write('usage: node bench/lib/cpu-profile-top.ts <file.cpuprofile> [rows]\n');
  process.exit(2);
}
const rows = Number(rowsText ?? 30);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byNode = new Map<number, number>();
for (const id of profile.samples) byNode.set(id, (byNode.get(id) ?? 0) + 1);
const total = profile.samples.length;
const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
for (const node of profile.nodes) {
  const hits = byNode.get(node.id) ?? 0;
  if (!hits) continue;
  const key = frameName(node.callFrame);
  byFunction.set(key, (byFunction.get(key) ?? 0) + hits);
  const pkg = packageOf(node.callFrame.url, node.callFrame.functionName || '(native)');
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + hits);
}
const seconds = (profile.endTime - profile.startTime) / 1e6;
const share = (hits: number): string => `${((hits / total) * 100).toFixed(1)} %`;
const top = (map: Map<string, number>, count: number): string[] => largest(map, count, (key, hits) => `${share(hits).padStart(7)}  ${key}`);
printSections(`${file}: ${total} samples over ${seconds.toFixed(0)} s`, [
  ['self time by package:', top(byPackage, 15)],
  ['self time by function:', top(byFunction, rows)],
]);
