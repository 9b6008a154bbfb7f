/** The node's cores: kernel CPU lists, and the process's affinity as the default. */
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { allowedCores, formatCoreList, parseCoreList } from '../../src/sandbox/cores.ts';

describe('cores', () => {
  it('parses kernel CPU lists', () => {
    expect(parseCoreList('0')).toEqual([0]);
    expect(parseCoreList('0-3,8,10-11\n')).toEqual([0, 1, 2, 3, 8, 10, 11]);
    expect(parseCoreList('3,1,1-2')).toEqual([1, 2, 3]);
    expect(formatCoreList([0, 2, 3])).toBe('0,2,3');
    for (const bad of ['', 'a', '1-', '3-1', '1,,2', '-1']) expect(() => parseCoreList(bad), bad).toThrow(/not a CPU list/);
  });

  it("reads the process's affinity, and falls back to 0..n-1 without it", () => {
    expect(allowedCores('Name:\tnode\nCpus_allowed:\t2\nCpus_allowed_list:\t1\n')).toEqual([1]);
    expect(allowedCores('Cpus_allowed_list:\t2-3,6\n')).toEqual([2, 3, 6]);
    const fallback = Array.from({ length: availableParallelism() }, (_, core) => core);
    expect(allowedCores('Name:\tnode\n')).toEqual(fallback);
    // On Linux this process's own list has as many cores as libuv counts (it reads the same affinity).
    expect(allowedCores()).toHaveLength(availableParallelism());
  });
});
