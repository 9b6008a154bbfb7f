import { LIVE_CHANNEL } from '@oj/contracts';

/** Limits and timings of the live route (`deps.live`; defaults: LIVE_CHANNEL). */
export interface LiveSettings {
  maxTopicsPerConnection: number;
  maxConnectionsPerUser: number;
  heartbeatMs: number;
  retryMs: number;
  maxStreamMs: number;
}

/** What a host (or a test) may set; each defaults to its `LIVE_CHANNEL` value. */
export type LiveModuleOptions = Partial<LiveSettings>;

export function liveSettingsOf(options: LiveModuleOptions): LiveSettings {
  return {
    maxTopicsPerConnection: options.maxTopicsPerConnection ?? LIVE_CHANNEL.maxTopicsPerConnection,
    maxConnectionsPerUser: options.maxConnectionsPerUser ?? LIVE_CHANNEL.maxConnectionsPerUser,
    heartbeatMs: options.heartbeatMs ?? LIVE_CHANNEL.heartbeatMs,
    retryMs: options.retryMs ?? LIVE_CHANNEL.retryMs,
    maxStreamMs: options.maxStreamMs ?? LIVE_CHANNEL.maxStreamMs,
  };
}
