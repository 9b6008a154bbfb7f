/**
 * Judge nodes on simulated hosts, for tests and benches (never loaded by the node itself): network
 * namespaces joined by a bridge (netns.ts), the platform's authenticated TLS NATS (platform-nats.ts) and
 * real judge nodes inside the hosts (host-node.ts). Needs root, iproute2, nats-server, openssl and Docker.
 */
export { createHostNetwork, hostCommand, netnsUnavailable, sweepStaleHosts } from './netns.ts';
export type { HostNetwork, SimHost } from './netns.ts';
export { natsServerAvailable, NATS_SERVER, startPlatformNats } from './platform-nats.ts';
export type { PlatformNats } from './platform-nats.ts';
export { metricValue, NODE_PORT, nodeSandboxIds, startHostNode, stopHostNodes } from './host-node.ts';
export type { HostNode } from './host-node.ts';
export { watchChild } from './watched-child.ts';
export type { ChildExit, WatchedChild } from './watched-child.ts';
