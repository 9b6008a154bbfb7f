import type { ServiceDeps } from '@oj/service-kit';
import { Value } from '@sinclair/typebox/value';
import { canSeeSubmission, contestFactsOfGate, seesOwnResult } from '@oj/access';
import type { ContestFacts, ProblemFacts } from '@oj/access';
import {
  ADMIN_ROLES,
  ContestGateMemberSchema,
  SubmissionJudgedEventSchema,
  contestGateKeys,
  isContestGateUid,
  liveTopic,
  readContestGateState,
} from '@oj/contracts';
import type { ContestGateMember, LiveEventOf, SubmissionJudgedEvent } from '@oj/contracts';
import { ProblemEntity } from '@oj/db';
import { TtlCache, bucketOpener } from '@oj/service-kit';
import { StreamConsumer, ensureEventsStream } from '@oj/service-kit/events';
import { liveFrame } from './hub.ts';
import type { LiveHub } from './hub.ts';

/**
 * The live `verdict` of a judged event for its owner: the new state when `resultShown` (the contest
 * policy's `seesOwnResult` for a contest's submission; always outside contests), else only the ids.
 */
export function verdictOf(event: SubmissionJudgedEvent, resultShown: boolean): LiveEventOf<'verdict'> {
  const hidden = !resultShown;
  return {
    topic: liveTopic.user(event.uid),
    kind: 'verdict',
    data: {
      submitId: event.submitId,
      pid: event.pid,
      cid: event.cid,
      status: hidden ? null : event.newStatus,
      score: hidden ? null : event.score,
      time: hidden ? null : event.time,
      memory: hidden ? null : event.memory,
    },
  };
}

/** Prefix of the ephemeral consumers that bring judged events to each gateway's live channel. */
export const LIVE_VERDICTS_CONSUMER = 'live-verdicts';

/**
 * Routes `submission judged` events to their owners' streams. Every gateway reads the events
 * stream with a broadcast consumer (service-kit's `StreamConsumer`: ephemeral, every gateway gets
 * every event, and after a NATS blip it resumes after the last event it routed, so no verdict is
 * lost to a reconnect; what came before the gateway started is refetched by its clients), and
 * writes to the streams of the submission's user in this process. The owner must still be
 * allowed to see the submission (`canSeeSubmission`: its problem may have become private since).
 * A contest's verdict carries its result when the contest policy lets the owner see it
 * (`seesOwnResult`, over the contest as the contest gate holds it); when the gate cannot say, only
 * the ids go (the client refetches under the contest's rules).
 */
export class VerdictRouter {
  readonly #deps: Pick<ServiceDeps, 'db' | 'js' | 'natsNames' | 'log' | 'events'>;
  readonly #hub: LiveHub;
  // Problem facts for the visibility check, kept briefly: a rejudge of a whole problem sends many events.
  readonly #problems = new TtlCache<ProblemFacts | null>(10_000, 1_000);
  // Contest facts from the contest gate, kept briefly for the same reason.
  readonly #contests = new TtlCache<ContestFacts | null>(5_000, 1_000);
  readonly #openGate = bucketOpener();
  #consumer: StreamConsumer<SubmissionJudgedEvent> | null = null;

  constructor(deps: Pick<ServiceDeps, 'db' | 'js' | 'natsNames' | 'log' | 'events'>, hub: LiveHub) {
    this.#deps = deps;
    this.#hub = hub;
  }

  /** Starts reading the judged events (in the background: it waits for NATS by itself). */
  start(): void {
    const deps = this.#deps;
    this.#consumer = new StreamConsumer<SubmissionJudgedEvent>(deps.events, {
      name: LIVE_VERDICTS_CONSUMER,
      stream: deps.natsNames.streams.events.name,
      mode: 'broadcast',
      filterSubjects: deps.natsNames.subjects.submissionJudged,
      schema: SubmissionJudgedEventSchema,
      setUp: async () => {
        await ensureEventsStream(deps.events.jsm, deps.natsNames);
      },
      // `route` takes the event as published (its tests and callers hand it text).
      receive: (event) => this.route(JSON.stringify(event)),
    });
    this.#consumer.start();
  }

  async stop(): Promise<void> {
    await this.#consumer?.stop();
    this.#consumer = null;
  }

  /** Writes one judged event (as published) to its owner's streams here, if any and if allowed. */
  async route(text: string): Promise<void> {
    let event: unknown;
    try {
      event = JSON.parse(text);
    } catch {
      event = undefined;
    }
    if (!Value.Check(SubmissionJudgedEventSchema, event)) {
      this.#deps.log.warn('live verdict dropped: the judged event does not match its schema');
      return;
    }
    const topic = liveTopic.user(event.uid);
    const owner = this.#hub.listenersOf(topic)[0];
    // Most events concern users with no stream in this process: nothing to read or write.
    if (!owner) return;
    if (event.cid === 0 && event.gid === null) {
      const problem = await this.#problemFacts(event.pid);
      if (!canSeeSubmission(event, { uid: event.uid, isAdmin: owner.isAdmin }, problem)) return;
    }
    const resultShown = event.cid === 0 || (await this.#ownResultShown(event.cid, event.uid, owner.isAdmin));
    this.#hub.deliver(topic, liveFrame(verdictOf(event, resultShown)));
  }

  async #ownResultShown(cid: number, uid: string, isAdmin: boolean): Promise<boolean> {
    const contest = await this.#contests.get(String(cid), () => this.#contestFacts(cid));
    if (contest === null) return false;
    // A timed work hides the result while it runs for its owner (their record: the member entry).
    const member = contest.kind === 'timedWork' ? await this.#member(cid, uid) : null;
    if (member === undefined) return false;
    const viewer = { uid, roles: isAdmin ? ADMIN_ROLES : [] };
    return seesOwnResult(contest, viewer, member, Date.now());
  }

  /** The owner's member entry (null: none), or undefined when the gate cannot be read. */
  async #member(cid: number, uid: string): Promise<ContestGateMember | null | undefined> {
    if (!isContestGateUid(uid)) return null;
    try {
      const kv = await this.#openGate(this.#deps.js(), this.#deps.natsNames.kv.contestGate, 0);
      const entry = await kv.get(contestGateKeys.member(cid, uid));
      if (!entry || entry.operation !== 'PUT') return null;
      const value: unknown = entry.json();
      return Value.Check(ContestGateMemberSchema, value) && value.cid === cid && value.uid === uid ? value : null;
    } catch (error) {
      this.#deps.log.warn({ err: (error as Error).message, cid }, 'live verdict: the contest gate could not be read');
      return undefined;
    }
  }

  async #contestFacts(cid: number): Promise<ContestFacts | null> {
    try {
      const kv = await this.#openGate(this.#deps.js(), this.#deps.natsNames.kv.contestGate, 0);
      const entry = await kv.get(contestGateKeys.contest(cid));
      if (!entry || entry.operation !== 'PUT') return null;
      const state: unknown = entry.json();
      const read = readContestGateState(state);
      return read !== null && read.cid === cid ? contestFactsOfGate(read) : null;
    } catch (error) {
      this.#deps.log.warn({ err: (error as Error).message, cid }, 'live verdict: the contest gate could not be read');
      return null;
    }
  }

  #problemFacts(pid: number): Promise<ProblemFacts | null> {
    return this.#problems.get(String(pid), async () => {
      const row = await this.#deps.db.getRepository(ProblemEntity).findOne({ where: { id: pid }, select: { auth: true, isGroup: true, gid: true } });
      return row ? { auth: row.auth, isGroup: row.isGroup, gid: row.gid } : null;
    });
  }
}
