/**
 * The test-data upload benchmark: builds an archive of incompressible test data (200 MB by
 * default), uploads it to a real gateway process through the real HTTP route
 * (`POST /api/file/upload-testcase-zip`, multipart, streamed from disk), and prints the upload's
 * MB/s and the gateway's resident memory before and at its peak. See bench/README.md.
 *
 *   bench/run upload-testcase [--mb 200] [--cases 20]
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { request } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { crc32 } from 'node:zlib';
import { seedDefaults } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import { hashPassword } from '@oj/service-kit';
import { deleteNamespaceStreams, startGateway } from './lib/api-servers.ts';

const { values: flags } = parseArgs({ options: { mb: { type: 'string', default: '200' }, cases: { type: 'string', default: '20' } } });
const MB = 1024 * 1024;

function log(message: string): void {
  process.stderr.write(`[bench:upload] ${message}\n`);
}

/** Writes a zip of `cases` pairs (`<n>.in`, `<n>.out`) of random bytes, stored (random data does not compress). */
async function writeArchive(path: string, totalBytes: number, cases: number): Promise<number> {
  const out = createWriteStream(path);
  const central: Buffer[] = [];
  let offset = 0;
  const fileBytes = Math.floor(totalBytes / (2 * cases));
  const write = async (chunk: Buffer): Promise<void> => {
    if (!out.write(chunk)) await once(out, 'drain');
    offset += chunk.length;
  };
  for (let index = 1; index <= cases; index += 1) {
    for (const name of [`${index}.in`, `${index}.out`]) {
      const data = randomBytes(fileBytes);
      const nameBytes = Buffer.from(name);
      const crc = crc32(data);
      const header = Buffer.alloc(30);
      header.writeUInt32LE(0x04034b50, 0);
      header.writeUInt16LE(20, 4);
      header.writeUInt32LE(crc, 14);
      header.writeUInt32LE(data.length, 18);
      header.writeUInt32LE(data.length, 22);
      header.writeUInt16LE(nameBytes.length, 26);
      const record = Buffer.alloc(46);
      record.writeUInt32LE(0x02014b50, 0);
      record.writeUInt16LE(20, 4);
      record.writeUInt16LE(20, 6);
      record.writeUInt32LE(crc, 16);
      record.writeUInt32LE(data.length, 20);
      record.writeUInt32LE(data.length, 24);
      record.writeUInt16LE(nameBytes.length, 28);
      record.writeUInt32LE(offset, 42);
      central.push(record, nameBytes);
      await write(Buffer.concat([header, nameBytes]));
      await write(data);
    }
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(cases * 2, 8);
  end.writeUInt16LE(cases * 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  await write(directory);
  await write(end);
  out.end();
  await once(out, 'finish');
  return (await stat(path)).size;
}

/** VmRSS and VmHWM (peak) of a process, in MB. */
async function memoryOf(pid: number): Promise<{ rss: number; peak: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const field = (name: string): number => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) / 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

/** Streams the archive as multipart/form-data (field "file"); resolves with the status and body. */
function uploadFile(url: string, token: string, path: string, size: number): Promise<{ status: number; body: string }> {
  const boundary = `----oj-bench-${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.zip"\r\nContent-Type: application/zip\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + size + tail.length },
    });
    req.on('error', reject);
    req.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() });
      });
    });
    req.write(head);
    const file = createReadStream(path);
    file.on('error', reject);
    file.on('end', () => req.end(tail));
    file.pipe(req, { end: false });
  });
}

const cleanups: (() => Promise<unknown>)[] = [];
let exitCode = 2;
try {
  const totalMb = Number(flags.mb);
  const cases = Number(flags.cases);
  if (!(totalMb > 0) || !Number.isSafeInteger(cases) || cases < 1) throw new Error('--mb and --cases must be positive');
  log(
    `node ${process.version}, load ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')} on ${availableParallelism()} cores`,
  );
  const dir = await mkdtemp(join(tmpdir(), 'oj-bench-upload-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const archive = join(dir, 'bench.zip');
  const size = await writeArchive(archive, totalMb * MB, cases);
  log(`archive: ${(size / MB).toFixed(1)} MB, ${cases} cases of random bytes, stored`);

  const database = await createTestDatabase('bench_upload');
  cleanups.push(() => database.drop());
  const password = randomBytes(12).toString('hex');
  await seedDefaults(database.dataSource, { rootPasswordHash: await hashPassword(password) });
  const namespace = `bench${randomBytes(4).toString('hex')}`;
  cleanups.push(() => deleteNamespaceStreams(process.env.OJ_NATS_URL ?? 'nats://127.0.0.1:4222', namespace));
  const gateway = await startGateway({ db: database.config, namespace, dataDir: dir, logLevel: 'info', secret: `bench-${namespace}-secret-0123456789` });
  cleanups.push(() => gateway.stop());

  const login = await fetch(`${gateway.baseUrl}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'root', password }),
  });
  const token = login.headers.get('authorization');
  if (login.status !== 200 || token === null) throw new Error(`admin login failed: ${login.status} ${await login.text()}`);

  const before = await memoryOf(gateway.pid);
  let sampledPeak = before.rss;
  const sampler = setInterval(() => {
    memoryOf(gateway.pid).then(
      (memory) => (sampledPeak = Math.max(sampledPeak, memory.rss)),
      () => undefined,
    );
  }, 50);
  const started = performance.now();
  const answer = await uploadFile(`${gateway.baseUrl}/api/file/upload-testcase-zip`, token, archive, size);
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const after = await memoryOf(gateway.pid);
  if (answer.status !== 200) throw new Error(`upload answered ${answer.status}: ${answer.body.slice(0, 500)}`);
  const staged = (JSON.parse(answer.body) as { data: { fileList: unknown[] } }).data.fileList.length;
  // The gateway logs the two phases of the upload at info: receiving to disk, then checking, unpacking and staging.
  const stagedLine = /\{[^\n]*"msg":"test data staged"[^\n]*\}/.exec(gateway.output())?.[0];
  const phases = stagedLine ? (JSON.parse(stagedLine) as { receiveMs: number; stageMs: number }) : null;
  process.stdout.write(
    [
      '',
      `upload-testcase-zip: ${(size / MB).toFixed(1)} MB in ${seconds.toFixed(2)} s = ${(size / MB / seconds).toFixed(1)} MB/s (received, checked, unpacked and staged in the object store; ${staged} cases)`,
      phases
        ? `phases: received to a temporary file in ${(phases.receiveMs / 1000).toFixed(2)} s, checked, unpacked and staged in the object store in ${(phases.stageMs / 1000).toFixed(2)} s`
        : 'phases: (gateway log line not found)',
      `gateway RSS: ${before.rss.toFixed(0)} MB before (process peak so far ${before.peak.toFixed(0)} MB), ${sampledPeak.toFixed(0)} MB sampled peak during the upload, process peak after it ${after.peak.toFixed(0)} MB (VmHWM)`,
      `load after: ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' ')}`,
      '',
    ].join('\n'),
  );
  exitCode = 0;
} catch (error) {
  log(`failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
} finally {
  for (const cleanup of cleanups.reverse()) {
    await cleanup().catch((error: unknown) => {
      log(`cleanup failed: ${String(error)}`);
    });
  }
}
process.exit(exitCode);
