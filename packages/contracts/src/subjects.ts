/**
 * NATS streams, subjects, KV buckets and object stores: one definition of each.
 * Every name carries a namespace (default `oj`), so parallel test runs, or two platforms on one
 * NATS server, never share a stream. Services read the namespace from OJ_NATS_NAMESPACE.
 */
export interface NatsNames {
  namespace: string;
  streams: {
    /** Work queue of judge jobs; every judge node pulls from it. */
    judgeJobs: { name: string; subjects: string[] };
    /** Progress and final results from judge nodes; durable so nothing is lost while dispatch restarts. */
    judgeResults: { name: string; subjects: string[] };
    /** Domain events that feed other services (submission judged, contest registered, message created). */
    events: { name: string; subjects: string[] };
    /**
     * Dead letters: a message a stream consumer gave up on (`StreamConsumer`'s `whenFailing:
     * 'dead-letter'`), kept with its origin in headers for an operator to inspect or replay.
     */
    deadLetters: { name: string; subjects: string[] };
  };
  subjects: {
    /** A judge queue's job subject: `test` (self-test runs), `contest` (running contests), `normal` (the rest). */
    judgeJob: (queue?: 'normal' | 'contest' | 'test') => string;
    judgeResult: (submitId: number | string) => string;
    judgeProgress: (submitId: number | string) => string;
    submissionJudged: string;
    /**
     * A contest's settings, problems or registrations changed, or it was deleted (an event of the
     * events stream, written through the contest service's outbox): every contest-service instance
     * refreshes its scoreboard of it (docs/architecture.md, "Scoreboards in memory").
     */
    contestChanged: string;
    /**
     * Some users' unread message counts changed (a reminder or notice written, read or cleaned): an
     * event of the events stream, written through the community service's outbox in the transaction
     * of the change; every gateway routes it to those users' live streams (docs/architecture.md,
     * "The live channel").
     */
    unreadChanged: string;
    /**
     * A discussion's or contest's comments, replies or likes changed (`comment changed` event of the
     * events stream, through the community service's outbox); every community instance drops its
     * kept pages of that source (docs/architecture.md, "Comment pages in memory").
     */
    commentChanged: string;
    /**
     * Discussions' titles, status or existence changed (`discussion changed` event, through the
     * community service's outbox); every community instance forgets what it kept of them.
     */
    discussionChanged: string;
    /**
     * The website config was saved (`site config changed` event, through the gateway's outbox); the
     * services that keep the site switches read them again.
     */
    siteConfigChanged: string;
    /** Where consumer `consumer` puts the messages it gave up on (the dead-letter stream). */
    deadLetter: (consumer: string) => string;
    /**
     * Checker and interactor compiles: request/reply (no stream), answered by one judge node of the
     * queue group CHECKER_COMPILE_QUEUE (docs/judge-node.md, "Compiling a checker on request").
     */
    checkerCompile: string;
    /**
     * A group problem copied into another group for a training clone: request/reply (no stream), asked
     * by the contest service, answered by one gateway of the queue group PROBLEM_COPY_QUEUE (the
     * gateway owns the problem tables; docs/architecture.md, "Cloning a group's trainings").
     */
    problemCopy: string;
    /**
     * A live-channel topic (`contest.<cid>`, `user.<uid>`; contracts/live.ts): core NATS, no stream,
     * published by any service, read by the gateways for their open streams. `live('>')` is every topic.
     */
    live: (topic: string) => string;
  };
  kv: {
    testJudge: string;
    revokedTokens: string;
    rateLimits: string;
    judgeNodes: string;
    /** Captcha answers: issued by the gateway, checked by any service (service-kit's captcha). */
    captchas: string;
    /** Contest state and registrations: written by the contest service, read by judge-dispatch (contest-gate.ts). */
    contestGate: string;
    /** Special judge / interactor programs that compiled on a judge node (service-kit checker-compiled.ts). */
    checkerCompiled: string;
  };
  objectStores: { testData: string };
}

/** Builds every NATS name for one namespace (letters, digits, dash, underscore). */
export function natsNames(namespace = 'oj'): NatsNames {
  if (!/^[A-Za-z0-9_-]+$/.test(namespace)) throw new Error(`invalid NATS namespace: ${namespace}`);
  const ns = namespace;
  const upper = ns.toUpperCase().replaceAll('-', '_');
  return {
    namespace: ns,
    streams: {
      judgeJobs: { name: `${upper}_JUDGE_JOBS`, subjects: [`${ns}.judge.job.>`] },
      judgeResults: { name: `${upper}_JUDGE_RESULTS`, subjects: [`${ns}.judge.result.>`, `${ns}.judge.progress.>`] },
      events: { name: `${upper}_EVENTS`, subjects: [`${ns}.event.>`] },
      deadLetters: { name: `${upper}_DEAD_LETTERS`, subjects: [`${ns}.dead.>`] },
    },
    subjects: {
      judgeJob: (queue = 'normal') => `${ns}.judge.job.${queue}`,
      judgeResult: (submitId) => `${ns}.judge.result.${submitId}`,
      judgeProgress: (submitId) => `${ns}.judge.progress.${submitId}`,
      submissionJudged: `${ns}.event.submission.judged`,
      contestChanged: `${ns}.event.contest.changed`,
      unreadChanged: `${ns}.event.message.unread`,
      commentChanged: `${ns}.event.comment.changed`,
      discussionChanged: `${ns}.event.discussion.changed`,
      siteConfigChanged: `${ns}.event.site.changed`,
      deadLetter: (consumer) => `${ns}.dead.${consumer}`,
      checkerCompile: `${ns}.judge.compile`,
      problemCopy: `${ns}.gateway.problem-copy`,
      live: (topic) => `${ns}.live.${topic}`,
    },
    kv: {
      testJudge: `${ns}_test_judge`,
      revokedTokens: `${ns}_revoked_tokens`,
      rateLimits: `${ns}_rate_limits`,
      judgeNodes: `${ns}_judge_nodes`,
      captchas: `${ns}_captchas`,
      contestGate: `${ns}_contest_gate`,
      checkerCompiled: `${ns}_checker_compiled`,
    },
    objectStores: { testData: `${ns}_test_data` },
  };
}

/** Queue group of the judge nodes on `subjects.checkerCompile`: each request goes to one node. */
export const CHECKER_COMPILE_QUEUE = 'judge-nodes-compile';

/** Queue group of the gateways on `subjects.problemCopy`: each request goes to one gateway. */
export const PROBLEM_COPY_QUEUE = 'gateways-problem-copy';

/** Most JetStream replicas a stream may have (NATS's own limit). */
export const MAX_NATS_REPLICAS = 5;

/**
 * JetStream replicas of every stream, KV bucket and object store the platform creates, from
 * OJ_NATS_REPLICAS: 1 (the default: one server) to 5; 3 on a 3-server NATS cluster (infra/k8s). Read
 * where they are created; one that exists keeps its own (a server-side edit changes it). Throws on any
 * other value; a process's config checks it at start.
 */
export function natsReplicas(raw: string | undefined): number {
  const text = raw?.trim() ?? '';
  if (text === '') return 1;
  const value = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(value) || value < 1 || value > MAX_NATS_REPLICAS) {
    throw new Error(`must be an integer between 1 and ${MAX_NATS_REPLICAS}, got "${text}"`);
  }
  return value;
}
