import httpProxy from '@fastify/http-proxy';
import type { FastifyPluginAsync, LogLevel } from 'fastify';

import { ROUTE_OWNERS } from '@oj/contracts';
import { fail, ServiceMessage } from '@oj/service-kit';
import type { GatewayConfig, UpstreamService } from './config.ts';

// Loaded only all-in-one: a split gateway forwards these routes and never runs their code, and the
// three services' modules took 25 MB of its heap (community's sanitiser alone, jsdom, 22 MB).
const SERVICE_PLUGINS: Readonly<Record<UpstreamService, () => Promise<FastifyPluginAsync>>> = {
  'judge-dispatch': async () => (await import('@oj/judge-dispatch')).judgeDispatchService,
  contest: async () => (await import('@oj/contest')).contestService,
  community: async () => (await import('@oj/community')).communityService,
};

const FORWARDED_METHODS = ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT', 'OPTIONS'];

// Hop-by-hop headers (RFC 9110 §7.6.1) describe the owner's connection with the gateway, not the
// gateway's with its client. Passed on, the owner's `connection: keep-alive` overrode the
// `connection: close` of a gateway that is stopping (service-kit runApp), so its clients kept their
// connection to it, and it could not finish closing, for as long as they sent requests.
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer']);

/** The owner's response headers without the hop-by-hop ones. */
export function endToEndHeaders<H extends Record<string, unknown>>(headers: H): H {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name.toLowerCase()))) as H;
}

/**
 * The log level of forwarded calls: the process's, but at least `warn` when that is `info`. The owner logs each
 * request it answers, under the same id (`x-request-id`, set below); at `info` the gateway wrote four more lines per
 * forwarded call (received, fetching, fetched, completed), built and written on the event loop every call waits for,
 * saying what the owner's log says. `debug` and `trace` keep them all; a failed forward is a warning.
 */
export function forwardedCallLogLevel(level: LogLevel): LogLevel {
  return level === 'info' ? 'warn' : level;
}

/**
 * The routes other services own (ROUTE_OWNERS is the single table). All-in-one: their plugins run
 * in this process. Split: each owner's paths are forwarded, bodies streamed untouched, to its URL.
 */
export const ownedServicesPlugin: FastifyPluginAsync<{ config: GatewayConfig }> = async (app, { config }) => {
  for (const [service, routes] of Object.entries(ROUTE_OWNERS) as [UpstreamService, readonly string[]][]) {
    if (config.mode === 'all-in-one') {
      await app.register(await SERVICE_PLUGINS[service]());
    } else {
      await app.register(httpProxy, {
        logLevel: forwardedCallLogLevel(app.log.level as LogLevel),
        upstream: config.upstreams[service],
        prefix: '/api',
        rewritePrefix: '/api',
        routes: [...routes],
        httpMethods: FORWARDED_METHODS,
        replyOptions: {
          rewriteHeaders: endToEndHeaders,
          // One request id from the gateway to the owner's log (its `requestIdHeader`), whoever chose it.
          rewriteRequestHeaders: (request, headers) => ({ ...headers, 'x-request-id': request.id }),
          // Any failure to reach the owner (refused, reset, timed out) means "try again later" to users.
          onError: (reply, { error }) => {
            reply.log.warn({ err: error, service }, 'upstream service unreachable');
            reply.send(fail(ServiceMessage.unavailable, { cause: error }));
          },
        },
      });
    }
  }
};
