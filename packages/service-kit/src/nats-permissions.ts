/**
 * Who may do what on the platform's NATS server: one user per role, each with publish and subscribe
 * allow lists built from the namespace's names (`natsNames`), and the nats-server configuration
 * holding them (`scripts/start` writes it through `cli/nats-config.ts`; the permission test starts a
 * server with it). Browsers and users never reach NATS: only services and judge nodes have users.
 *
 * - `service` (gateway, judge-dispatch, contest, community): the namespace's streams, consumers,
 *   KV buckets and object store through the JetStream API, job and event subjects, acks and flow
 *   control of those streams, the dead-letter stream; live-channel topics (publish and subscribe);
 *   group problem copies between services (publish, and a queue subscription on `subjects.problemCopy`
 *   answered through `allow_responses`: the gateways answer the contest service's requests).
 * - `judge` (judge nodes): pull jobs from the shared queue consumers (and set their ack wait), ack them,
 *   publish results and progress, look up a stored result, read the test-data object store, write
 *   heartbeats, answer checker compile requests (a queue subscription on `subjects.checkerCompile`, and
 *   `allow_responses`: a reply only to the inbox of a request it received, once). Nothing else: no
 *   other stream or bucket (the token-revocation bucket above all, and the compiled-checker marks), no
 *   job or event subjects, no stream changes.
 *
 * Each role has its own inbox prefix (`natsInboxPrefix`) and may subscribe only there, so a judge
 * node cannot listen to the replies the services receive (KV reads of the revocation bucket).
 * Permissions cannot tie a result to a job; the per-job result token (`@oj/judge-queue`) does.
 */
import { CHECKER_COMPILE_QUEUE, JUDGE_QUEUE, PROBLEM_COPY_QUEUE, natsNames } from '@oj/contracts';
import type { NatsNames } from '@oj/contracts';
import { bcryptHash } from './bcrypt.ts';

/** The NATS users of a platform. */
export const NATS_ROLES = ['service', 'judge'] as const;
export type NatsRole = (typeof NATS_ROLES)[number];

/** Publish and subscribe allow lists of one user; everything else is refused by the server. */
export interface NatsPermissions {
  publish: { allow: string[] };
  subscribe: { allow: string[] };
  /** May publish one reply to the reply subject of each request it received (nats-server `allow_responses`). */
  allowResponses?: boolean;
}

/** Inbox prefix of a role's connections: replies and push deliveries come to `<prefix>.<id>`. */
export function natsInboxPrefix(role: NatsRole, namespace: string): string {
  return `_INBOX.${natsNames(namespace).namespace}.${role}`;
}

/** The user name of a role in the generated configuration. */
export function natsUserName(role: NatsRole): string {
  return `oj-${role}`;
}

/** KV buckets that services open outside `natsNames` (their names are built where they are used). */
function extraBuckets(names: NatsNames): string[] {
  return [`${names.namespace}_account_codes`];
}

/** Every KV bucket of the namespace. */
export function natsBuckets(names: NatsNames): string[] {
  return [...new Set([...Object.values(names.kv), ...extraBuckets(names)])].sort();
}

const api = (rest: string): string => `$JS.API.${rest}`;

/** Full JetStream use of one stream: manage it, its messages and consumers, ack and flow control. */
function streamAccess(stream: string): string[] {
  return [
    api(`STREAM.*.${stream}`), // CREATE, UPDATE, INFO, DELETE, PURGE
    api(`STREAM.MSG.*.${stream}`), // GET, DELETE
    api(`DIRECT.GET.${stream}`),
    api(`DIRECT.GET.${stream}.>`),
    api(`CONSUMER.*.${stream}`), // ephemeral CREATE, LIST, NAMES
    api(`CONSUMER.*.${stream}.>`), // CREATE.<stream>.<name>[.<filter>], INFO, DELETE
    api(`CONSUMER.DURABLE.CREATE.${stream}.>`),
    api(`CONSUMER.MSG.NEXT.${stream}.>`),
    `$JS.ACK.${stream}.>`,
    `$JS.FC.${stream}.>`,
  ];
}

function servicePermissions(names: NatsNames): NatsPermissions {
  const buckets = natsBuckets(names);
  const store = names.objectStores.testData;
  const streams = [
    names.streams.judgeJobs.name,
    names.streams.judgeResults.name,
    names.streams.events.name,
    names.streams.deadLetters.name,
    ...buckets.map((bucket) => `KV_${bucket}`),
    `OBJ_${store}`,
  ];
  return {
    publish: {
      allow: [
        api('INFO'),
        api('STREAM.NAMES'),
        api('STREAM.LIST'),
        ...streams.flatMap(streamAccess),
        ...names.streams.judgeJobs.subjects,
        ...names.streams.events.subjects,
        ...names.streams.deadLetters.subjects,
        // Checker compile requests to the judge nodes (their replies come to the service inbox).
        names.subjects.checkerCompile,
        // Group problem copies asked of the gateways (a training clone); the replies come to the service inbox.
        names.subjects.problemCopy,
        // Live-channel pushes to browsers (core NATS; the gateways subscribe).
        names.subjects.live('>'),
        ...buckets.map((bucket) => `$KV.${bucket}.>`),
        `$O.${store}.>`,
      ],
    },
    // Besides the inbox, core subscriptions of the gateway's live channel to its topics (docs/architecture.md,
    // "The live channel") and the gateways' queue subscription to problem copies, answered through
    // allow_responses; stream messages, judged submissions among them, come through pull consumers.
    subscribe: {
      allow: [`${natsInboxPrefix('service', names.namespace)}.>`, names.subjects.live('>'), `${names.subjects.problemCopy} ${PROBLEM_COPY_QUEUE}`],
    },
    allowResponses: true,
  };
}

function judgePermissions(names: NatsNames): NatsPermissions {
  const jobs = names.streams.judgeJobs.name;
  const results = names.streams.judgeResults.name;
  const heartbeats = `KV_${names.kv.judgeNodes}`;
  const testData = `OBJ_${names.objectStores.testData}`;
  const consumers = Object.values(JUDGE_QUEUE.consumerNames);
  return {
    publish: {
      allow: [
        api('INFO'),
        // Jobs: check the streams exist (and count the jobs per queue), pull from the shared queue consumers, set their ack wait
        // (create or update, never delete), remove the consumer of the old single-queue layout.
        api(`STREAM.INFO.${jobs}`),
        api(`STREAM.INFO.${results}`),
        ...consumers.flatMap((consumer) => [
          api(`CONSUMER.INFO.${jobs}.${consumer}`),
          api(`CONSUMER.MSG.NEXT.${jobs}.${consumer}`),
          api(`CONSUMER.CREATE.${jobs}.${consumer}`),
          api(`CONSUMER.CREATE.${jobs}.${consumer}.>`),
          api(`CONSUMER.DURABLE.CREATE.${jobs}.${consumer}`),
          `$JS.ACK.${jobs}.${consumer}.>`,
        ]),
        api(`CONSUMER.DELETE.${jobs}.${JUDGE_QUEUE.legacyConsumerName}`),
        // Results and progress, and the look-up of a stored result before judging a redelivery.
        names.subjects.judgeResult('*'),
        names.subjects.judgeProgress('*'),
        api(`STREAM.MSG.GET.${results}`),
        // Heartbeats: the judge-node bucket, created with its TTL by whichever node comes first.
        api(`STREAM.INFO.${heartbeats}`),
        api(`STREAM.CREATE.${heartbeats}`),
        `$KV.${names.kv.judgeNodes}.>`,
        // Test data: read the object store (metadata look-ups and an ordered consumer per object).
        api(`STREAM.INFO.${testData}`),
        api(`STREAM.MSG.GET.${testData}`),
        api(`DIRECT.GET.${testData}`),
        api(`DIRECT.GET.${testData}.>`),
        api(`CONSUMER.CREATE.${testData}`),
        api(`CONSUMER.CREATE.${testData}.>`),
        api(`CONSUMER.DELETE.${testData}.>`),
        `$JS.FC.${testData}.>`,
      ],
    },
    // Checker compile requests: a queue subscription, answered through allow_responses.
    subscribe: { allow: [`${natsInboxPrefix('judge', names.namespace)}.>`, `${names.subjects.checkerCompile} ${CHECKER_COMPILE_QUEUE}`] },
    allowResponses: true,
  };
}

/** The allow lists of one role for one namespace. */
export function natsRolePermissions(role: NatsRole, namespace: string): NatsPermissions {
  const names = natsNames(namespace);
  return role === 'service' ? servicePermissions(names) : judgePermissions(names);
}

/** TLS settings of the server (paths on the server's host). */
export interface NatsServerTls {
  certFile: string;
  keyFile: string;
  /** CA that signs client certificates; with `verify`, clients must present one. */
  caFile?: string;
  verify?: boolean;
}

/** What the generated server configuration needs. */
export interface NatsServerConfigOptions {
  namespace: string;
  host: string;
  port: number;
  /** JetStream's store directory. */
  storeDir: string;
  /** Password of each role (hashed with bcrypt into the file). */
  passwords: Record<NatsRole, string>;
  logFile?: string;
  pidFile?: string;
  tls?: NatsServerTls;
  /** bcrypt cost (the server pays it on every connection). */
  bcryptCost?: number;
}

/** A quoted string of the nats-server config format (literal: no `$variable` expansion inside quotes). */
function quote(value: string): string {
  if (/["\\\n\r]/.test(value)) throw new Error(`unsupported character in NATS config value: ${JSON.stringify(value)}`);
  return `"${value}"`;
}

function list(values: readonly string[], indent: string): string {
  return `[\n${values.map((value) => `${indent}  ${quote(value)}`).join(',\n')}\n${indent}]`;
}

/**
 * The nats-server configuration (2.9 syntax): listen address, JetStream store, optional TLS, and one
 * user per role with a bcrypt password hash and its permissions. Holds no plain-text secret.
 */
export function natsServerConfig(options: NatsServerConfigOptions): string {
  const cost = options.bcryptCost ?? 10;
  const users = NATS_ROLES.map((role) => {
    const permissions = natsRolePermissions(role, options.namespace);
    return [
      '    {',
      `      user: ${quote(natsUserName(role))}`,
      `      password: ${quote(bcryptHash(options.passwords[role], cost))}`,
      '      permissions: {',
      `        publish: { allow: ${list(permissions.publish.allow, '        ')} }`,
      `        subscribe: { allow: ${list(permissions.subscribe.allow, '        ')} }`,
      ...(permissions.allowResponses ? ['        allow_responses: true'] : []),
      '      }',
      '    }',
    ].join('\n');
  });
  const lines = [
    `# Generated for namespace "${natsNames(options.namespace).namespace}" by packages/service-kit/src/cli/nats-config.ts; regenerated on every start.`,
    `listen: ${quote(`${options.host}:${options.port}`)}`,
    `jetstream { store_dir: ${quote(options.storeDir)} }`,
  ];
  if (options.logFile) lines.push(`log_file: ${quote(options.logFile)}`);
  if (options.pidFile) lines.push(`pid_file: ${quote(options.pidFile)}`);
  if (options.tls) {
    const tls = [`  cert_file: ${quote(options.tls.certFile)}`, `  key_file: ${quote(options.tls.keyFile)}`];
    if (options.tls.caFile) tls.push(`  ca_file: ${quote(options.tls.caFile)}`);
    if (options.tls.verify) tls.push('  verify: true');
    lines.push(`tls {\n${tls.join('\n')}\n}`);
  }
  lines.push(`authorization {\n  users: [\n${users.join(',\n')}\n  ]\n}`);
  return `${lines.join('\n')}\n`;
}
