import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@oj/contracts';
import type { GatewayConfig, UpstreamService } from './config.ts';

/** A call of another service's HTTP API, made by the gateway itself (not for a browser). */
export interface ServiceCall {
  method: 'GET' | 'POST';
  /** The path with its /api prefix. */
  url: string;
  /** A token of the account the call is made for. */
  authorization: string;
  query?: Readonly<Record<string, string>>;
  body?: object;
}

/** The answer: the HTTP status and the envelope. */
export interface ServiceAnswer<T> {
  statusCode: number;
  body: Envelope<T | null>;
}

/** Calls a service's route; throws only when the service cannot be reached. */
export type ServiceCaller = <T>(call: ServiceCall) => Promise<ServiceAnswer<T>>;

/**
 * How the gateway calls `service`: all-in-one, the service's plugin answers in this process (an injected
 * request through the whole app, guards included); split, an HTTP request to its URL. The services meet
 * over HTTP and NATS only (STYLE.md, eslint's service boundaries).
 */
export function serviceCaller(app: FastifyInstance, config: GatewayConfig, service: UpstreamService): ServiceCaller {
  return async <T>(call: ServiceCall): Promise<ServiceAnswer<T>> => {
    const headers = { authorization: call.authorization, ...(call.body ? { 'content-type': 'application/json' } : {}) };
    if (config.mode === 'all-in-one') {
      const response = await app.inject({
        method: call.method,
        url: call.url,
        query: { ...call.query },
        headers,
        ...(call.body ? { payload: call.body } : {}),
      });
      return { statusCode: response.statusCode, body: response.json<Envelope<T | null>>() };
    }
    const query = new URLSearchParams(call.query).toString();
    const response = await fetch(`${config.upstreams[service]}${call.url}${query === '' ? '' : `?${query}`}`, {
      method: call.method,
      headers,
      ...(call.body ? { body: JSON.stringify(call.body) } : {}),
      signal: AbortSignal.timeout(30_000),
    });
    return { statusCode: response.status, body: (await response.json()) as Envelope<T | null> };
  };
}
