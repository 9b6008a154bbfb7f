/**
 * Separate hosts on this machine for tests: one network namespace per host, each linked by a veth
 * pair to a bridge in the root namespace, all on a private /24 (the bridge is `.1`, host i is `.10+i`).
 * A process started with `hostCommand` sees only its own link and loopback, so it reaches a server
 * listening on the bridge address over that link, as a judge node on another machine reaches NATS.
 * Unix sockets are file paths and stay reachable (the Docker engine's /var/run/docker.sock).
 *
 * Needs root (CAP_NET_ADMIN) and iproute2's `ip`. Names carry the creating process's pid, so runs at
 * the same time do not collide and `sweepStaleHosts` removes only what a dead run left behind.
 */
import { execFile } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const IP = 'ip';
const NETNS_PREFIX = 'oj-multihost-';
const LINK_PATTERN = /^om(\d+)[bh]\d*$/;
const NETNS_PATTERN = new RegExp(`^${NETNS_PREFIX}(\\d+)-\\d+$`);
// `ip netns exec <name>` bind-mounts the files of /etc/netns/<name>/ over /etc: a host's own /etc/hosts.
const NETNS_ETC = '/etc/netns';

/** One simulated host: its namespace, address and the root-side end of its link. */
export interface SimHost {
  index: number;
  netns: string;
  address: string;
  /** The veth end in the root namespace (a bridge port); down means the host is cut off. */
  hostLink: string;
}

/** The bridge and its hosts. */
export interface HostNetwork {
  /** The bridge's address: servers the hosts must reach listen here. */
  gateway: string;
  subnet: string;
  hosts: SimHost[];
  /** Cuts a host off (its link goes down); no error reaches its processes, packets just stop. */
  cut: (host: SimHost) => Promise<void>;
  restore: (host: SimHost) => Promise<void>;
  /** Removes the namespaces (and with them the veth pairs) and the bridge; never throws. */
  destroy: () => Promise<void>;
}

async function ip(...args: string[]): Promise<string> {
  try {
    return (await run(IP, args, { timeout: 10_000 })).stdout;
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`ip ${args.join(' ')} failed: ${stderr || String(error)}`, { cause: error });
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Null when namespaces can be made here; otherwise why not (the exact error), for a skip or a report. */
export async function netnsUnavailable(): Promise<string | null> {
  if (process.getuid?.() !== 0) return 'not root: network namespaces need CAP_NET_ADMIN';
  const probe = `${NETNS_PREFIX}${process.pid}-probe`;
  try {
    await ip('netns', 'add', probe);
    await ip('netns', 'delete', probe);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Namespaces and links left by runs whose process is gone. */
export async function sweepStaleHosts(): Promise<void> {
  const namespaces = (await ip('netns', 'list')).split('\n').map((line) => line.split(' ')[0] ?? '');
  for (const name of namespaces) {
    const match = NETNS_PATTERN.exec(name);
    if (match && !alive(Number(match[1]))) {
      await ip('netns', 'delete', name).catch(() => undefined);
      await rm(join(NETNS_ETC, name), { recursive: true, force: true });
    }
  }
  const links = (await ip('-o', 'link', 'show')).split('\n').map((line) => /^\d+: ([^:@]+)/.exec(line)?.[1] ?? '');
  for (const name of links) {
    const match = LINK_PATTERN.exec(name);
    if (match && !alive(Number(match[1]))) await ip('link', 'delete', name).catch(() => undefined);
  }
}

/** A 10.231.x.0/24 that no interface or route of this machine uses. */
async function freeSubnet(): Promise<string> {
  const used = `${await ip('-4', '-o', 'addr', 'show')}\n${await ip('-4', 'route', 'show', 'table', 'all')}`;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const prefix = `10.231.${1 + Math.floor(Math.random() * 250)}`;
    if (!used.includes(`${prefix}.`)) return prefix;
  }
  throw new Error('no free 10.231.x.0/24 subnet');
}

/**
 * Makes `count` hosts behind one bridge. `names` go into each host's /etc/hosts (name → address; the
 * string `gateway` stands for the bridge's address), so processes there reach servers by name, as on
 * real hosts. On a failure half-way, what was made is removed.
 */
export async function createHostNetwork(count: number, names: Record<string, 'gateway'> = {}): Promise<HostNetwork> {
  const tag = `om${process.pid}`;
  const prefix = await freeSubnet();
  const bridge = `${tag}b`;
  const gateway = `${prefix}.1`;
  const hosts: SimHost[] = Array.from({ length: count }, (_, offset) => {
    const index = offset + 1;
    return { index, netns: `${NETNS_PREFIX}${process.pid}-${index}`, address: `${prefix}.${10 + index}`, hostLink: `${tag}h${index}` };
  });
  const destroy = async (): Promise<void> => {
    for (const host of hosts) await ip('netns', 'delete', host.netns).catch(() => undefined);
    for (const host of hosts) await rm(join(NETNS_ETC, host.netns), { recursive: true, force: true });
    for (const host of hosts) await ip('link', 'delete', host.hostLink).catch(() => undefined);
    await ip('link', 'delete', bridge).catch(() => undefined);
  };
  try {
    await ip('link', 'add', bridge, 'type', 'bridge');
    await ip('addr', 'add', `${gateway}/24`, 'dev', bridge);
    await ip('link', 'set', bridge, 'up');
    for (const host of hosts) {
      const inner = `${tag}n${host.index}`;
      await ip('netns', 'add', host.netns);
      await ip('link', 'add', host.hostLink, 'type', 'veth', 'peer', 'name', inner);
      await ip('link', 'set', inner, 'netns', host.netns);
      await ip('link', 'set', host.hostLink, 'master', bridge);
      await ip('link', 'set', host.hostLink, 'up');
      await ip('-n', host.netns, 'addr', 'add', `${host.address}/24`, 'dev', inner);
      await ip('-n', host.netns, 'link', 'set', inner, 'up');
      await ip('-n', host.netns, 'link', 'set', 'lo', 'up');
      const lines = ['127.0.0.1 localhost', ...Object.keys(names).map((name) => `${gateway} ${name}`)];
      await mkdir(join(NETNS_ETC, host.netns), { recursive: true });
      await writeFile(join(NETNS_ETC, host.netns, 'hosts'), `${lines.join('\n')}\n`);
    }
  } catch (error) {
    await destroy();
    throw error;
  }
  return {
    gateway,
    subnet: `${prefix}.0/24`,
    hosts,
    cut: async (host) => {
      await ip('link', 'set', host.hostLink, 'down');
    },
    restore: async (host) => {
      await ip('link', 'set', host.hostLink, 'up');
    },
    destroy,
  };
}

/** The command line that runs `command` inside a host (for `spawn`): `ip netns exec <ns> ...`. */
export function hostCommand(host: SimHost, command: string, args: readonly string[]): { command: string; args: string[] } {
  return { command: IP, args: ['netns', 'exec', host.netns, command, ...args] };
}
