/** Small statistics and formatting helpers for the benchmark's figures. */

/** A monotonic clock in fractional milliseconds, for host-side durations. */
export function nowMs(): number {
  return performance.now();
}

function sorted(values: readonly number[]): number[] {
  if (values.length === 0) throw new Error('no samples');
  return [...values].sort((a, b) => a - b);
}

/** The median of the samples (mean of the two middle ones for an even count). */
export function median(values: readonly number[]): number {
  const list = sorted(values);
  const middle = Math.floor(list.length / 2);
  return list.length % 2 === 1 ? (list[middle] ?? 0) : ((list[middle - 1] ?? 0) + (list[middle] ?? 0)) / 2;
}

/** The nearest-rank percentile (p in 0..100) of the samples. */
export function percentile(values: readonly number[], p: number): number {
  const list = sorted(values);
  const rank = Math.min(list.length, Math.max(1, Math.ceil((p / 100) * list.length)));
  return list[rank - 1] ?? 0;
}

/** Milliseconds with a precision that suits their size. */
export function ms(value: number): string {
  if (Math.abs(value) < 10) return `${value.toFixed(2)} ms`;
  if (Math.abs(value) < 100) return `${value.toFixed(1)} ms`;
  return `${Math.round(value)} ms`;
}

/** Renders rows as an aligned plain-text table with a header rule. */
export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)));
  const render = (row: readonly string[]): string =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  return [render(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(render)].join('\n');
}
