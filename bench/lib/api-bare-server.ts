/**
 * The API bench's reference server (a child process): one route returning a small JSON object, on
 * Fastify with the options every service uses (service-kit's `fastifyOptions`), logging off.
 */
import Fastify from 'fastify';
import { fastifyOptions, loadServiceConfig } from '@oj/service-kit';

const port = Number(process.env.OJ_BENCH_BARE_PORT);
if (!Number.isSafeInteger(port) || port < 1) throw new Error('OJ_BENCH_BARE_PORT must be a port');

const config = loadServiceConfig('gateway', { OJ_LOG_LEVEL: 'silent', OJ_GATEWAY_PORT: String(port), OJ_JWT_SECRET: 'bench-bare-secret-0123456789' });
const app = Fastify(fastifyOptions(config));
app.get('/bare', () => ({ status: 200, msg: 'success', data: { ok: true, name: 'bare' } }));
await app.listen({ host: '127.0.0.1', port });

const stop = (): void => {
  void app.close().then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
