/**
 * The problem import's memory (issue 24: "a 1 GB archive imports with the service staying under 300 MB
 * RSS"; bench/README.md "Problem import memory"). Starts the platform as `scripts/start` runs it (all-in-one
 * by default: the gateway process holds every service) on ports, a NATS server, a database and a MariaDB
 * server of its own (lib/chaos-platform.ts; 32080-32084, NATS 32222, MariaDB 32306), writes an ICPC archive
 * of `--mb` MiB of random text test data (`--problems` × `--cases` large cases, stored: the ratio cap never
 * applies), uploads it as root through POST /api/admin/problem/upload-import-package (multipart, streamed),
 * starts the import without verification and polls the job to its end, while sampling the gateway process's
 * VmRSS and VmHWM (/proc/<pid>/status) every `--sample-ms`. Prints the baseline, the peaks of the upload and
 * of the import, the kernel's peak (VmHWM, reset just before the upload), the times, the gateway's CPU
 * seconds in each phase and the job's result.
 *
 *   bench/run problem-import-memory [--mb 1000] [--problems 4] [--cases 5] [--mode all-in-one|split]
 *     [--settle-sec 5] [--sample-ms 100] [--target-mb 300] [--timeout-sec 1800]
 * `--settle-sec`: how long the gateway rests before the upload. 5 s measures it just started (runApp
 * released its start-up's memory before it listened, not what the sign-in and the first request left);
 * V8's memory reducer trims those after about 100 s without load (150 measures a gateway up a while).
 * Exit code: 0 when the peak stayed under the target and every problem was imported, 1 when not, 2 when the bench failed.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { cpuSeconds } from './lib/api-cpu.ts';
import { runBench } from './lib/bench-process.ts';
import type { Cleanup } from './lib/bench-process.ts';
import { loginRoot } from './lib/chaos-load.ts';
import { ChaosPlatform } from './lib/chaos-platform.ts';
import { benchLog, positiveFlag } from './lib/cli.ts';
import { writeImportArchive } from './lib/import-archive.ts';
import type { ImportArchive } from './lib/import-archive.ts';
import { RssSampler, mb, resetPeak } from './lib/rss-sampler.ts';
import { percentile } from './lib/stats.ts';

const { values: flags } = parseArgs({
  options: {
    mb: { type: 'string', default: '1000' },
    problems: { type: 'string', default: '4' },
    cases: { type: 'string', default: '5' },
    mode: { type: 'string', default: 'all-in-one' },
    'settle-sec': { type: 'string', default: '5' },
    'sample-ms': { type: 'string', default: '100' },
    'target-mb': { type: 'string', default: '300' },
    'timeout-sec': { type: 'string', default: '1800' },
  },
});

const log = benchLog('bench:problem-import-memory');
const cleanups: Cleanup[] = [];
/** The platform's own ports: the chaos scenarios use 29xxx and 30xxx, the simulated contest 31xxx. */
const PORTS = { base: 32080, nats: 32222, db: 32306 };

interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

interface ImportJob {
  id: number;
  status: string;
  problemsCreated: number;
  problemsFailed: number;
  error: { text: string } | null;
  progress: { phase: string | null; problemsDone: number; problemsTotal: number; filesDone: number; filesTotal: number; bytesDone: number; bytesTotal: number };
  problems: { problemId: string | null; error: { text: string } | null }[];
}

/** Streams the archive as one multipart file part, as a browser's upload does; answers the envelope. */
function upload(baseUrl: string, token: string, archive: ImportArchive): Promise<Envelope<{ jobId: number; format: string; problemCount: number | null }>> {
  const boundary = `----ojbench${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="large-${String(archive.problems)}.zip"\r\nContent-Type: application/zip\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${baseUrl}/api/admin/problem/upload-import-package`,
      {
        method: 'POST',
        headers: {
          authorization: token,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + archive.bytes + tail.length),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          try {
            resolve(JSON.parse(text) as Envelope<{ jobId: number; format: string; problemCount: number | null }>);
          } catch {
            reject(new Error(`upload answered HTTP ${String(response.statusCode)}: ${text.slice(0, 300)}`));
          }
        });
      },
    );
    request.on('error', reject);
    request.write(head);
    const file = createReadStream(archive.path, { highWaterMark: 1024 * 1024 });
    file.on('error', reject);
    file.pipe(request, { end: false });
    file.on('end', () => {
      request.end(tail);
    });
  });
}

async function api<T>(baseUrl: string, token: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.status !== 200) throw new Error(`${path}: ${String(envelope.status)} ${envelope.msg}`);
  return envelope.data;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

async function main(): Promise<number> {
  const mode = flags.mode;
  if (mode !== 'all-in-one' && mode !== 'split') throw new Error('--mode must be all-in-one or split');
  const targetKb = positiveFlag(flags, 'target-mb') * 1024;
  const timeoutMs = positiveFlag(flags, 'timeout-sec') * 1000;
  log(`node ${process.version}, load ${loadavg()[0]?.toFixed(1) ?? '?'} on ${String(availableParallelism())} cores`);

  const dir = await mkdtemp(join(tmpdir(), 'oj-import-memory-'));
  cleanups.push({ what: 'archive', run: () => rm(dir, { recursive: true, force: true }) });
  let started = Date.now();
  const archive = await writeImportArchive(join(dir, 'large.zip'), {
    totalBytes: positiveFlag(flags, 'mb') * 1024 * 1024,
    problems: positiveFlag(flags, 'problems'),
    cases: positiveFlag(flags, 'cases'),
    prefix: `mem${randomBytes(3).toString('hex')}`,
  });
  log(`archive written in ${seconds(Date.now() - started)}: ${mb(archive.bytes / 1024)} MB, ${String(archive.entries)} entries`);

  const platform = new ChaosPlatform('pim', PORTS, { mode });
  cleanups.push({ what: 'platform', run: () => platform.stop() });
  log(`starting the ${mode} platform (${platform.dir}, gateway on ${String(platform.ports.gateway)})`);
  started = Date.now();
  await platform.start(undefined, log);
  log(`platform ready in ${seconds(Date.now() - started)}`);
  const token = await loginRoot(platform.baseUrl, platform.rootPassword);
  const pid = platform.pid('gateway');

  // The baseline: the gateway at rest, the last 5 s of `--settle-sec` after its start and a first request.
  const settleMs = positiveFlag(flags, 'settle-sec') * 1000;
  const sampler = new RssSampler(pid, positiveFlag(flags, 'sample-ms'));
  cleanups.push({
    what: 'sampler',
    run: () => {
      sampler.stop();
      return Promise.resolve();
    },
  });
  await api(platform.baseUrl, token, 'admin/problem/get-import-job-list?currentPage=1&limit=10');
  if (settleMs > 5_000) log(`letting the gateway rest ${seconds(settleMs)}`);
  await sleep(settleMs);
  const restEnd = sampler.samples.at(-1)?.atMs ?? 0;
  const idle = sampler.samples.filter((sample) => sample.atMs >= restEnd - 5_000).map((sample) => sample.rssKb);
  const baselineKb = percentile(idle, 50);
  const hwmAtStartKb = sampler.sample().hwmKb;
  const peakReset = resetPeak(pid);

  sampler.phase = 'upload';
  const cpuAtUpload = await cpuSeconds(pid);
  started = Date.now();
  const uploaded = await upload(platform.baseUrl, token, archive);
  const uploadMs = Date.now() - started;
  if (uploaded.status !== 200) throw new Error(`upload refused: ${String(uploaded.status)} ${uploaded.msg}`);
  log(`uploaded in ${seconds(uploadMs)}: job ${String(uploaded.data.jobId)}, ${uploaded.data.format}, ${String(uploaded.data.problemCount)} problems`);

  sampler.phase = 'import';
  const cpuAtImport = await cpuSeconds(pid);
  started = Date.now();
  await api(platform.baseUrl, token, 'admin/problem/start-import', { jobId: uploaded.data.jobId, duplicateIds: 'rename', auth: 2, verify: false });
  let job: ImportJob;
  let logged = 0;
  for (;;) {
    job = await api<ImportJob>(platform.baseUrl, token, `admin/problem/get-import-job?id=${String(uploaded.data.jobId)}`);
    if (job.status === 'done' || job.status === 'failed') break;
    if (Date.now() - started > timeoutMs) throw new Error(`the job is still ${job.status} after ${seconds(timeoutMs)}`);
    if (Date.now() - logged > 10_000) {
      logged = Date.now();
      const { progress } = job;
      log(
        `${job.status} ${progress.phase ?? ''}: problems ${String(progress.problemsDone)}/${String(progress.problemsTotal)}, ${mb(progress.bytesDone / 1024)}/${mb(progress.bytesTotal / 1024)} MB; RSS ${mb(sampler.samples.at(-1)?.rssKb ?? 0)} MB`,
      );
    }
    await sleep(500);
  }
  const importMs = Date.now() - started;
  const cpuAtEnd = await cpuSeconds(pid);
  sampler.phase = 'after';
  await sleep(3_000);
  sampler.stop();
  const last = sampler.samples.at(-1);

  const peakKb = sampler.peakKb('upload', 'import');
  const hwmKb = last?.hwmKb ?? 0;
  const imported = job.problemsCreated === archive.problems && job.status === 'done';
  const figures: [string, string][] = [
    ['mode', mode],
    ['rest before the upload', seconds(settleMs)],
    [
      'archive',
      `${mb(archive.bytes / 1024)} MB (${String(archive.problems)} problems × ${String(archive.casesPerProblem)} cases, ${mb(archive.testDataBytes / 1024)} MB of test data)`,
    ],
    ['gateway baseline RSS (median at rest)', `${mb(baselineKb)} MB`],
    ['gateway VmHWM before the upload (since its start)', `${mb(hwmAtStartKb)} MB`],
    ['peak RSS during the upload (sampled)', `${mb(sampler.peakKb('upload'))} MB`],
    ['peak RSS during the import (sampled)', `${mb(sampler.peakKb('import'))} MB`],
    [`VmHWM at the end${peakReset ? ' (reset before the upload)' : ' (not reset: since start)'}`, `${mb(hwmKb)} MB`],
    ['RSS 3 s after the job ended', `${mb(last?.rssKb ?? 0)} MB`],
    ['samples', `${String(sampler.samples.length)} every ${flags['sample-ms']} ms`],
    ['upload time', `${seconds(uploadMs)} (${((archive.bytes / 1024 / 1024 / uploadMs) * 1000).toFixed(0)} MB/s)`],
    ['gateway CPU: upload / import', `${(cpuAtImport - cpuAtUpload).toFixed(1)} s / ${(cpuAtEnd - cpuAtImport).toFixed(1)} s`],
    ['import time (start to end)', `${seconds(importMs)} (${((job.progress.bytesDone / 1024 / 1024 / importMs) * 1000).toFixed(0)} MB/s of test data)`],
    [
      'result',
      `${job.status}: ${String(job.problemsCreated)} imported, ${String(job.problemsFailed)} not; files ${String(job.progress.filesDone)}/${String(job.progress.filesTotal)}, ${mb(job.progress.bytesDone / 1024)} MB${job.error ? `; ${job.error.text}` : ''}`,
    ],
  ];
  for (const problem of job.problems) if (problem.error) figures.push(['problem not imported', problem.error.text]);
  const width = Math.max(...figures.map(([label]) => label.length));
  process.stdout.write(`\nProblem import memory\n${figures.map(([label, value]) => `  ${label.padEnd(width)}  ${value}`).join('\n')}\n`);
  const peak = Math.max(peakKb, peakReset ? hwmKb : 0);
  const passed = imported && peak < targetKb;
  process.stdout.write(`  target: peak < ${mb(targetKb)} MB and every problem imported: ${passed ? 'met' : 'MISSED'}\n`);
  return passed ? 0 : 1;
}

await runBench(main, cleanups, log);
