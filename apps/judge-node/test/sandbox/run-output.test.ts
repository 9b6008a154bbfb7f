/**
 * The run stage's archive read as a stream, checked without Docker: a compared output is compared and
 * dropped, held at most up to its cap; other outputs keep a preview; messages and results are kept.
 */
import { describe, expect, it } from 'vitest';
import { checkOutput } from '@oj/judge-core';
import { RunOutputCollector } from '../../src/sandbox/run-output.ts';
import { packTar } from '../../src/sandbox/tar.ts';

const plans = [
  { path: 'out/1.out', comparedOnHost: true, capBytes: 1000 },
  { path: 'out/2.out', comparedOnHost: true, capBytes: 1000 },
  { path: 'out/3.out', comparedOnHost: false, capBytes: 1 << 26 },
];
const answers = ['42\n', '42\n', ''];

function collect(files: Record<string, string | Buffer>, chunkSize = 300) {
  const collector = new RunOutputCollector(plans, (position, output) => checkOutput(undefined, answers[position] ?? '', output, true));
  const archive = packTar(Object.entries(files).map(([path, content]) => ({ type: 'file' as const, path, content })));
  for (let offset = 0; offset < archive.length; offset += chunkSize) collector.push(archive.subarray(offset, offset + chunkSize));
  return collector.finish();
}

describe('run output collector', () => {
  it('compares each compared output as it arrives and keeps only its preview', () => {
    const { files, outputs, stats } = collect({
      'out/run.jsonl': '{"id":"1"}\n',
      'out/1.err': 'warning',
      'out/1.out': '42 \n',
      'out/2.out': '41\n',
      'out/3.out': 'y'.repeat(20_000),
      'run/other': 'not ours',
    });
    expect(files.get('out/run.jsonl')?.toString()).toBe('{"id":"1"}\n');
    expect(files.get('out/1.err')?.toString()).toBe('warning');
    expect(files.has('run/other')).toBe(false);
    expect(outputs.get(0)).toEqual({ bytes: 4, preview: '42 \n', comparison: { status: 0, message: '' }, overCap: false });
    expect(outputs.get(1)?.comparison?.status).toBe(-1);
    expect(outputs.get(2)).toMatchObject({ bytes: 20_000, comparison: null, overCap: false });
    expect(outputs.get(2)?.preview.length).toBeLessThan(1100);
    expect(stats.largestFileHeldBytes).toBe(8192);
    expect(stats.archiveBytes).toBeGreaterThan(20_000);
  });

  it('marks an output that reached its cap, holds no more than the cap, and does not compare it', () => {
    const { outputs, stats } = collect({ 'out/1.out': Buffer.alloc(5000, 'x') });
    expect(outputs.get(0)).toMatchObject({ bytes: 5000, comparison: null, overCap: true });
    expect(stats.largestFileHeldBytes).toBe(1000);
  });

  it('cuts messages at 64 KiB', () => {
    const { files } = collect({ 'out/1.chk': Buffer.alloc(100_000, 'c') }, 4096);
    expect(files.get('out/1.chk')?.length).toBe(64 << 10);
  });
});
