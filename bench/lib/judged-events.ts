/**
 * Board changes for the benches that load a seeded contest (scoreboard-http.ts, live.ts): rejudges of
 * random generated submissions (AC ↔ not AC), published as `submission judged` events to the events
 * stream, the way judge-dispatch announces a verdict. The contest service's board applies each one.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { JetStreamClient } from '@nats-io/jetstream';
import { Verdict } from '@oj/contracts';
import type { NatsNames, SubmissionJudgedEvent } from '@oj/contracts';
import type { BenchContest } from './scoreboard-data.ts';
import type { SeededContest } from './scoreboard-http-data.ts';

export class Rejudges {
  readonly #data: BenchContest;
  readonly #seeded: SeededContest;
  readonly #usernames: Map<string, string>;
  #published = 0;

  constructor(data: BenchContest, seeded: SeededContest) {
    this.#data = data;
    this.#seeded = seeded;
    this.#usernames = new Map(data.users.map((user) => [user.uid, user.username]));
  }

  /** Events published so far. */
  get published(): number {
    return this.#published;
  }

  /** Publishes one rejudge: a random submission's verdict flipped between Accepted and Wrong Answer. */
  async publishOne(js: JetStreamClient, names: NatsNames): Promise<void> {
    const { submissions, problems } = this.#data;
    const submission = submissions[Math.floor(Math.random() * submissions.length)];
    if (!submission) return;
    const status = submission.status === Verdict.Accepted ? Verdict.WrongAnswer : Verdict.Accepted;
    const event: SubmissionJudgedEvent = {
      submitId: submission.submitId,
      pid: problems[(submission.cpid ?? 1) - 1]?.pid ?? 0,
      uid: submission.uid,
      username: this.#usernames.get(submission.uid) ?? '',
      cid: this.#seeded.cid,
      gid: null,
      oldStatus: submission.status,
      newStatus: status,
      score: null,
      oiRankScore: null,
      time: 1,
      memory: 1,
      isManual: false,
      reason: 'rejudge',
      submitTime: new Date(submission.submitTimeMs + this.#seeded.shiftMs).toISOString(),
      at: new Date().toISOString(),
    };
    submission.status = status;
    await js.publish(names.subjects.submissionJudged, JSON.stringify(event));
    this.#published += 1;
  }

  /** Publishes one every `intervalMs` (on a fixed schedule from now: a late one does not shift the next) until `untilMs`. */
  async publishUntil(js: JetStreamClient, names: NatsNames, intervalMs: number, untilMs: number): Promise<void> {
    const startMs = Date.now();
    for (let index = 1; Date.now() < untilMs; index += 1) {
      await this.publishOne(js, names);
      await sleep(Math.max(0, Math.min(untilMs, startMs + index * intervalMs) - Date.now()));
    }
  }
}
