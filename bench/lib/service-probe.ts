/**
 * Loaded into every node process of a bench's platform with OJ_BENCH_PROBE=1 (lib/chaos-platform.ts passes it
 * through NODE_OPTIONS, which refuses V8 flags such as --trace-gc): each garbage collection over 5 ms and each
 * event-loop stall over 50 ms, on stderr (the process's log) with its wall-clock time, so a slow instant of a run
 * can be matched to what the process did then. OJ_BENCH_V8_FLAGS: V8 flags set at start (e.g. --trace-gc) in the
 * platform's processes (`apps/*`), not in the scripts' other node runs. OJ_BENCH_CPU_PROFILE_DIR: each platform
 * process records a CPU profile (V8's sampling profiler, 1 ms) from its start, written there as
 * `<app>-<pid>.cpuprofile` when it is asked to stop (SIGTERM), before its own shutdown; `bench/lib/cpu-profile-top.ts`
 * sums it by function. OJ_BENCH_HEAP_PROFILE_DIR: each platform process samples its allocations (V8's sampling heap
 * profiler) and writes every 30 s where the sampled objects still held were allocated, as
 * `<app>-<pid>-<heap MB>.heapprofile` (`bench/lib/heap-profile-top.ts` sums one). Garbage waiting in the old
 * generation for its collection does not show: the seventh run's profiles stayed the same from 99 to 129 MB of heap.
 * With OJ_BENCH_HEAP_PROFILE_GARBAGE=1 the profile also counts what major collections freed since sampling began.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { PerformanceObserver, constants, performance } from 'node:perf_hooks';
import type { PerformanceEntry } from 'node:perf_hooks';
import { setFlagsFromString } from 'node:v8';

const label = process.argv[1]?.replace(/^.*\/apps\/([^/]+)\/.*$/, '$1') ?? 'node';
// The flags go to the platform's own processes only: the scripts' other node and npm runs (a version check, the
// toolchain's install) read their output, which a flag such as --trace-gc-nvp would fill.
const platformProcess = /\/apps\/[^/]+\//.test(process.argv[1] ?? '');
if (platformProcess) for (const flag of (process.env.OJ_BENCH_V8_FLAGS ?? '').split(' ').filter((item) => item !== '')) setFlagsFromString(flag);
const wall = (monotonicMs: number): string => new Date(performance.timeOrigin + monotonicMs).toISOString();
const KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'mark-compact',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental marking',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weak callbacks',
};
const write = (text: string): void => {
  process.stderr.write(`[probe ${label} ${process.pid}] ${text}\n`);
};

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.duration < 5) continue;
    const kind = (entry as PerformanceEntry & { detail?: { kind?: number } }).detail?.kind ?? 0;
    const heap = process.memoryUsage();
    write(
      `${wall(entry.startTime)} gc ${KINDS[kind] ?? kind} ${entry.duration.toFixed(1)} ms; heap ${(heap.heapUsed / 1048576).toFixed(0)} / ${(heap.heapTotal / 1048576).toFixed(0)} MB`,
    );
  }
}).observe({ entryTypes: ['gc'] });

const TICK_MS = 10;
let last = performance.now();
setInterval(() => {
  const now = performance.now();
  if (now - last > 60) write(`${wall(last)} stall ${(now - last - TICK_MS).toFixed(0)} ms`);
  last = now;
}, TICK_MS).unref();

const profileDir = process.env.OJ_BENCH_CPU_PROFILE_DIR;
if (platformProcess && profileDir) {
  const session = new Session();
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 1_000 });
  session.post('Profiler.start');
  // Registered before the app's own handler (this file is preloaded), so the profile is written first. A session of
  // this thread answers at once, inside post().
  process.once('SIGTERM', () => {
    session.post('Profiler.stop', (error, result) => {
      if (error) write(`cpu profile not written: ${error.message}`);
      else writeFileSync(`${profileDir}/${label}-${process.pid}.cpuprofile`, JSON.stringify(result.profile));
    });
  });
}

const heapProfileDir = process.env.OJ_BENCH_HEAP_PROFILE_DIR;
if (platformProcess && heapProfileDir) {
  const session = new Session();
  session.connect();
  session.post('HeapProfiler.enable');
  // OJ_BENCH_HEAP_PROFILE_GARBAGE=1 keeps the samples of objects a major collection freed too: the old generation's
  // garbage (objects that outlived two scavenges and then died), which the held objects alone never show.
  const garbage = process.env.OJ_BENCH_HEAP_PROFILE_GARBAGE === '1';
  session.post('HeapProfiler.startSampling', { samplingInterval: 64 * 1024, includeObjectsCollectedByMajorGC: garbage });
  setInterval(() => {
    const heapMb = Math.round(process.memoryUsage().heapUsed / 1048576);
    session.post('HeapProfiler.getSamplingProfile', (error, result) => {
      if (error) write(`heap profile not written: ${error.message}`);
      else writeFileSync(`${heapProfileDir}/${label}-${process.pid}-${heapMb}.heapprofile`, JSON.stringify(result.profile));
    });
  }, 30_000).unref();
}
