/**
 * Where the bytes of a sampling heap profile (`.heapprofile`, from OJ_BENCH_HEAP_PROFILE_DIR: lib/service-probe.ts)
 * were allocated: self size by function and place, and by package, with each one's share.
 *   node bench/lib/heap-profile-top.ts <file.heapprofile> [rows]
 */
import { readFileSync } from 'node:fs';
import type { CallFrame } from './profile-frames.ts';
import { frameName, largest, packageOf, printSections } from './profile-frames.ts';

interface HeapNode {
  callFrame: CallFrame;
  selfSize: number;
  children: HeapNode[];
}

const [file, rowsText] = process.argv.slice(2);
if (!file) {
  process.stderr.write('usage: node bench/lib/heap-profile-top.ts <file.heapprofile> [rows]\n');
  process.exit(2);
}
const rows = Number(rowsText ?? 30);
const { head } = JSON.parse(readFileSync(file, 'utf8')) as { head: HeapNode };
const byFunction = new Map<string, number>();
const byPackage = new Map<string, number>();
let total = 0;
const visit = (node: HeapNode, caller: string): void => {
  const name = frameName(node.callFrame);
  if (node.selfSize > 0) {
    total += node.selfSize;
    const key = `${name}  ← ${caller}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + node.selfSize);
    const pkg = packageOf(node.callFrame.url, '(native)');
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + node.selfSize);
  }
  for (const child of node.children) visit(child, name);
};
visit(head, '');
const top = (map: Map<string, number>, count: number): string[] =>
  largest(map, count, (key, bytes) => `${(bytes / 1048576).toFixed(1).padStart(7)} MB ${((bytes / total) * 100).toFixed(1).padStart(5)} %  ${key}`);
printSections(`${file}: ${(total / 1048576).toFixed(1)} MB sampled`, [
  ['by package:', top(byPackage, 12)],
  ['by function (← its caller):', top(byFunction, rows)],
]);
