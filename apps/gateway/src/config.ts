import { fileURLToPath } from 'node:url';
import { DEFAULT_PORTS } from '@oj/contracts';
import type { ROUTE_OWNERS } from '@oj/contracts';
import { baseConfigSchema, env, loadConfig, portVariable } from '@oj/service-kit';
import type { ConfigOf, EnvField, EnvSource } from '@oj/service-kit';

/** Services other than the gateway that own /api routes (the keys of ROUTE_OWNERS). */
export type UpstreamService = keyof typeof ROUTE_OWNERS;

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** How the gateway reaches the other services. */
export const GATEWAY_MODES = ['all-in-one', 'split'] as const;
export type GatewayMode = (typeof GATEWAY_MODES)[number];

/** OJ_<SERVICE>_URL, defaulting to the service's port (OJ_<SERVICE>_PORT or the default) on loopback. */
function upstreamUrl(service: UpstreamService): EnvField<string> {
  const variable = `OJ_${service.toUpperCase().replaceAll('-', '_')}_URL`;
  return env.custom(variable, (source: EnvSource) => {
    const port = source[portVariable(service)]?.trim() || String(DEFAULT_PORTS[service]);
    const raw = source[variable]?.trim() || `http://127.0.0.1:${port}`;
    if (!URL.canParse(raw) || !['http:', 'https:'].includes(new URL(raw).protocol)) {
      throw new Error(`must be an http:// or https:// URL, got "${raw}"`);
    }
    return raw.replace(/\/+$/, '');
  });
}

/** The gateway's config: the shared base plus its mode, upstreams and SPA build directories. */
export function gatewayConfigSchema() {
  return {
    ...baseConfigSchema('gateway'),
    mode: env.oneOf('OJ_MODE', GATEWAY_MODES, 'all-in-one'),
    upstreams: {
      'judge-dispatch': upstreamUrl('judge-dispatch'),
      contest: upstreamUrl('contest'),
      community: upstreamUrl('community'),
    },
    /** Register and reset code mails per client address per hour, and for the whole site per hour. */
    mailLimits: {
      mailsPerIpPerHour: env.integer('OJ_MAIL_PER_IP_PER_HOUR', { default: 10, min: 1, max: 100_000 }),
      mailsPerHour: env.integer('OJ_MAIL_PER_HOUR', { default: 300, min: 1, max: 1_000_000 }),
    },
    /** The live channel (GET /api/live): how long one stream lasts before the client reconnects (default 15 min). */
    live: {
      maxStreamSec: env.integer('OJ_LIVE_MAX_STREAM_SEC', { default: 900, min: 1, max: 86_400 }),
    },
    webDist: env.string('OJ_WEB_DIST', { default: `${REPO_ROOT}apps/web/dist` }),
    adminDist: env.string('OJ_ADMIN_DIST', { default: `${REPO_ROOT}apps/admin/dist` }),
  };
}

/** Validated gateway config. */
export type GatewayConfig = ConfigOf<ReturnType<typeof gatewayConfigSchema>>;

/** Loads the gateway config; throws a ConfigError listing every bad variable. */
export function loadGatewayConfig(source: EnvSource = process.env): GatewayConfig {
  return loadConfig(gatewayConfigSchema(), source);
}
