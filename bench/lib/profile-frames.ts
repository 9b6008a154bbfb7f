/**
 * Names for the frames of V8's profiles (CPU and sampling heap), shared by cpu-profile-top.ts and heap-profile-top.ts:
 * a function with its place in the repository or its package, the package a frame belongs to, and the largest entries
 * of a sum.
 */

export interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

const PNPM_PACKAGE = /node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)/;

/** `name place:line`, the place without the pnpm store's or the checkout's prefix. */
export function frameName({ functionName, url, lineNumber }: CallFrame): string {
  const place = url.replace(/^.*\/node_modules\/\.pnpm\/[^/]+\/node_modules\//, '').replace(/^.*\/work\/[^/]+\//, '');
  return `${functionName || '(anonymous)'} ${place}:${lineNumber + 1}`;
}

/** The package of a frame: its node_modules package, `node` for Node's own code, `native` for a frame without a URL. */
export function packageOf(url: string, native: string): string {
  return PNPM_PACKAGE.exec(url)?.[1] ?? (url === '' ? native : url.startsWith('node:') ? 'node' : 'the project');
}

/** The `count` largest entries of a sum, largest first, each as `format` prints it. */
export function largest(map: Map<string, number>, count: number, format: (key: string, value: number) => string): string[] {
  return [...map.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, value]) => format(key, value));
}

/** Prints a title, then each section's heading and lines, a blank line before each heading. */
export function printSections(title: string, sections: readonly (readonly [heading: string, lines: readonly string[]])[]): void {
  process.stdout.write([title, ...sections.flatMap(([heading, lines]) => ['', heading, ...lines]), ''].join('\n'));
}
