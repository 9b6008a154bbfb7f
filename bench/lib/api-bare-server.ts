/**
 * The benches' reference server (a child process): on Fastify with the options every service uses
 * (service-kit's `fastifyOptions`), logging off, `GET /bare` returning a small JSON object, and with
 * OJ_BENCH_BARE_PAGE_BYTES set, `POST /bare-page` (and `GET`) answering a ready-made JSON string of that size (the
 * floor of a route that answers a kept serialised page: bench/scoreboard-http.ts).
 */
import Fastify from 'fastify';
import { fastifyOptions, loadServiceConfig } from '@oj/service-kit';

const port = Number(process.env.OJ_BENCH_BARE_PORT);
if (!Number.isSafeInteger(port) || port < 1) throw new Error('OJ_BENCH_BARE_PORT must be a port');

const config = loadServiceConfig('gateway', { OJ_LOG_LEVEL: 'silent', OJ_GATEWAY_PORT: String(port), OJ_JWT_SECRET: 'bench-bare-secret-0123456789' });
const app = Fastify(fastifyOptions(config));
app.get('/bare', () => ({ status: 200, msg: 'success', data: { ok: true, name: 'bare' } }));
const pageBytes = Number(process.env.OJ_BENCH_BARE_PAGE_BYTES ?? 0);
if (pageBytes > 0) {
  const filler = 'x'.repeat(Math.max(0, pageBytes - 60));
  const page = JSON.stringify({ status: 200, msg: 'success', data: { filler } });
  app.post('/bare-page', (_request, reply) => reply.type('application/json; charset=utf-8').send(page));
  app.get('/bare-page', (_request, reply) => reply.type('application/json; charset=utf-8').send(page));
}
await app.listen({ host: '127.0.0.1', port });

const stop = (): void => {
  void app.close().then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
