// Setup of the scoreboard, print and AC info tests: one test database and NATS namespace, on which
// any number of contest-service instances start (a restart, two instances); accounts, contests,
// their problems and judge rows written as fixtures; judged events published to the events stream.
import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { AwardType, ContestAuth, ContestType, Role, Verdict } from '@oj/contracts';
import type { SubmissionJudgedEvent } from '@oj/contracts';
import { ContestEntity, ContestProblemEntity, ContestRegisterEntity, JudgeEntity, UserInfoEntity, UserRoleEntity } from '@oj/db';
import type { ContestRow } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { createService, loadServiceConfig } from '@oj/service-kit';
import { ensureEventsStream } from '@oj/service-kit/events';
import { contestService } from '../../src/app.ts';
import { FEED_CONSUMER_PREFIX } from '../../src/modules/board/feed.ts';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

export interface Account {
  uid: string;
  username: string;
  roles: number[];
}

export interface Answer<T = unknown> {
  statusCode: number;
  status: number;
  msg: string;
  data: T;
  headers: Record<string, unknown>;
  body: string;
}

/** Contest columns a test may set; the rest take defaults (a public ACM contest running for 3 hours). */
export type ContestFields = Partial<Omit<ContestRow, 'id' | 'gmtCreate' | 'gmtModified'>>;

export interface SubmissionFields {
  cid: number;
  cpid: number;
  pid: number;
  user: Account;
  status: number;
  score?: number | null;
  submitTime: Date;
}

export class BoardKit {
  readonly database: TestDatabase;
  readonly namespace = `t${randomBytes(5).toString('hex')}`;
  readonly apps: FastifyInstance[] = [];
  #pid = 1000;

  private constructor(database: TestDatabase) {
    this.database = database;
  }

  static async create(prefix: string): Promise<BoardKit> {
    return new BoardKit(await createTestDatabase(prefix));
  }

  get db() {
    return this.database.dataSource;
  }

  /** Starts one more contest-service instance on the kit's database and namespace, its feed reading. */
  async start(): Promise<FastifyInstance> {
    const config = loadServiceConfig('contest', { OJ_LOG_LEVEL: 'silent', OJ_NATS_NAMESPACE: this.namespace });
    const app = await createService({ config, dataSource: this.db, plugin: contestService });
    this.apps.push(app);
    await this.waitForFeeds(app);
    return app;
  }

  /** Closes one instance (the others and the database stay). */
  async stop(app: FastifyInstance): Promise<void> {
    this.apps.splice(this.apps.indexOf(app), 1);
    await app.close();
  }

  /** Waits until every running instance's event feed has its consumer (events published after it are read). */
  async waitForFeeds(app: FastifyInstance): Promise<void> {
    await app.waitForNats();
    await ensureEventsStream(app.jsm, app.natsNames);
    for (let tries = 0; tries < 200; tries += 1) {
      const names: string[] = [];
      for await (const consumer of app.jsm.consumers.list(app.natsNames.streams.events.name)) names.push(consumer.name);
      if (names.filter((name) => name.startsWith(FEED_CONSUMER_PREFIX)).length >= this.apps.length) return;
      await sleep(50);
    }
    throw new Error('the scoreboard feeds did not start');
  }

  async account(username: string, roles: number[] = [Role.User], profile: { nickname?: string; realname?: string; school?: string } = {}): Promise<Account> {
    const uid = randomUUID();
    await this.db.getRepository(UserInfoEntity).insert({
      uid,
      username,
      email: `${username}@example.org`,
      password: 'x',
      gender: 'secrecy',
      realname: profile.realname ?? `${username} real`,
      nickname: profile.nickname ?? null,
      school: profile.school ?? 'OJ School',
    });
    for (const roleId of roles) await this.db.getRepository(UserRoleEntity).insert({ uid, roleId });
    return { uid, username, roles };
  }

  token(app: FastifyInstance, who: Account): string {
    return app.signToken({ uid: who.uid, username: who.username, roles: who.roles });
  }

  async contest(author: Account, fields: ContestFields = {}, nowMs = Date.now()): Promise<number> {
    const start = new Date(nowMs - HOUR_MS);
    const end = new Date(nowMs + 2 * HOUR_MS);
    const inserted = await this.db.getRepository(ContestEntity).insert({
      title: 'Board contest',
      description: 'd',
      auth: ContestAuth.Public,
      pwdHash: null,
      type: ContestType.ACM,
      uid: author.uid,
      author: author.username,
      gid: null,
      startTime: start,
      endTime: end,
      duration: (end.getTime() - start.getTime()) / 1000,
      sealRank: false,
      sealRankTime: null,
      autoRealRank: true,
      allowEndSubmit: false,
      openPrint: false,
      openRank: false,
      rankShowName: 'username',
      oiRankScoreType: 'Recent',
      starAccount: '[]',
      awardType: AwardType.None,
      awardConfig: '[]',
      openAccountLimit: false,
      accountLimitRule: null,
      visible: true,
      ...fields,
    });
    return Number(inserted.identifiers[0]?.id);
  }

  /** Adds problems A, B, ... to a contest; returns their cpid and pid, in display order. */
  async problems(cid: number, count: number): Promise<{ cpid: number; pid: number; displayId: string }[]> {
    const added: { cpid: number; pid: number; displayId: string }[] = [];
    for (let index = 0; index < count; index += 1) {
      const pid = (this.#pid += 1);
      const displayId = String.fromCharCode(65 + index);
      const inserted = await this.db.getRepository(ContestProblemEntity).insert({ cid, pid, displayId, displayTitle: `Problem ${displayId}`, color: null });
      added.push({ cpid: Number(inserted.identifiers[0]?.id), pid, displayId });
    }
    return added;
  }

  async register(cid: number, who: Account): Promise<void> {
    await this.db.getRepository(ContestRegisterEntity).insert({ cid, uid: who.uid });
  }

  /** A judge row as judge-dispatch stores it; returns its submitId. */
  async submission(fields: SubmissionFields): Promise<number> {
    const inserted = await this.db.getRepository(JudgeEntity).insert({
      cid: fields.cid,
      cpid: fields.cpid,
      pid: fields.pid,
      uid: fields.user.uid,
      username: fields.user.username,
      status: fields.status,
      score: fields.score ?? null,
      submitTime: fields.submitTime,
      displayPid: 'X',
      code: 'int main() {}',
      language: 'C++',
      length: 13,
    });
    return Number(inserted.identifiers[0]?.submitId);
  }

  /** Changes a judge row's verdict as dispatch would, and publishes its `submission judged` event. */
  async judge(
    app: FastifyInstance,
    submitId: number,
    status: number,
    options: { score?: number | null; at?: Date; publishOnly?: boolean } = {},
  ): Promise<SubmissionJudgedEvent> {
    const row = await this.db.getRepository(JudgeEntity).findOneOrFail({ where: { submitId } });
    if (!options.publishOnly) await this.db.getRepository(JudgeEntity).update({ submitId }, { status, score: options.score ?? row.score });
    const event: SubmissionJudgedEvent = {
      submitId,
      pid: row.pid,
      uid: row.uid,
      username: row.username,
      cid: row.cid,
      gid: row.gid,
      oldStatus: row.status,
      newStatus: status,
      score: options.score ?? row.score,
      oiRankScore: null,
      time: 10,
      memory: 1024,
      isManual: false,
      reason: 'judged',
      submitTime: row.submitTime.toISOString(),
      at: (options.at ?? new Date()).toISOString(),
    };
    await this.publish(app, event);
    return event;
  }

  /** Publishes an event to the events stream (no message id: a copy is a new message). */
  async publish(app: FastifyInstance, event: SubmissionJudgedEvent): Promise<void> {
    await app.js.publish(app.natsNames.subjects.submissionJudged, JSON.stringify(event));
  }

  async call<T = unknown>(
    app: FastifyInstance,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    who: Account | null,
    payload?: unknown,
    language = 'en-US',
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { 'accept-language': language };
    if (who) headers.authorization = `Bearer ${this.token(app, who)}`;
    const response = await app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
    let envelope = { status: response.statusCode, msg: '', data: null as T };
    try {
      envelope = response.json();
    } catch {
      // Not an envelope (a file).
    }
    return { statusCode: response.statusCode, ...envelope, headers: response.headers, body: response.body };
  }

  /** Calls until `done` holds for the answer (bounded); returns the last answer. */
  async until<T>(ask: () => Promise<T>, done: (answer: T) => boolean, timeoutMs = 10_000): Promise<T> {
    const deadline = Date.now() + timeoutMs;
    let answer = await ask();
    while (!done(answer) && Date.now() < deadline) {
      await sleep(50);
      answer = await ask();
    }
    return answer;
  }

  async close(): Promise<void> {
    for (const app of [...this.apps].reverse()) await this.stop(app);
    const cleaner = await createService({
      config: loadServiceConfig('contest', { OJ_LOG_LEVEL: 'silent', OJ_NATS_NAMESPACE: this.namespace }),
      dataSource: this.db,
      plugin: (_instance, _options, done) => {
        done();
      },
    });
    try {
      await cleaner.waitForNats();
      for await (const stream of cleaner.jsm.streams.list()) {
        if (stream.config.name.toLowerCase().includes(this.namespace)) await cleaner.jsm.streams.delete(stream.config.name);
      }
    } finally {
      await cleaner.close();
      await this.database.drop();
    }
  }
}

export const ACCEPTED = Verdict.Accepted;
export const WRONG = Verdict.WrongAnswer;
