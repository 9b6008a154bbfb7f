// Shared setup of the comment tests: the community service alone on a fresh database and NATS
// namespace, accounts of every role, contests written as fixtures (the contest service's rows, as it
// would have stored them), and a small HTTP client.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { DataSource } from 'typeorm';
import type { TestDatabase } from '@oj/db/testing';
import { ContestAuth, Role } from '@oj/contracts';
import type { CommentDto, CommentListDto } from '@oj/contracts';
import { ContestEntity, ContestRegisterEntity, MessageState, MsgRemindEntity, UserInfoEntity, UserRoleEntity } from '@oj/db';
import { saveAnnouncedWebsiteConfig } from '@oj/service-kit/events';
import type { ContestRow, MsgRemindRow } from '@oj/db';
import type { BaseConfig } from '@oj/service-kit';
import { startTestService } from '@oj/service-kit/testing';
import type { TestService } from '@oj/service-kit/testing';
import { communityService } from '../src/app.ts';
import { createKept } from '../src/kept/index.ts';

export const HOUR_MS = 3_600_000;

/** A signed-in account of the fixtures. */
export interface Account {
  uid: string;
  username: string;
  roles: number[];
  token: string;
}

/** An answer: the HTTP status and the envelope. */
export interface Answer<T = unknown> {
  statusCode: number;
  status: number;
  msg: string;
  data: T;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface CommentKit {
  service: TestService;
  /** root: super admin; owner: an admin who authors the contests; admin: another admin; alice, bob: users; muted. */
  accounts: Record<'root' | 'owner' | 'admin' | 'alice' | 'bob' | 'muted', Account>;
  call<T = unknown>(method: Method, url: string, who?: Account | null, payload?: unknown, language?: string): Promise<Answer<T>>;
  /** Writes a contest authored by `owner`: running now (an hour in, two to go), public and visible unless said otherwise. */
  addContest(fields?: Partial<ContestRow>): Promise<number>;
  register(cid: number, who: Account): Promise<void>;
  setContest(cid: number, fields: Partial<ContestRow>): Promise<void>;
  /** Posts a comment as `who`; throws unless it succeeds. */
  comment(cid: number, who: Account, content?: string): Promise<CommentDto>;
  list(cid: number, who: Account | null, query?: string): Promise<Answer<CommentListDto>>;
  /** The reminders addressed to the user, oldest first. */
  remindersOf(who: Account): Promise<MsgRemindRow[]>;
  setSwitches(patch: { openContestComment?: boolean; openPublicDiscussion?: boolean; openGroupDiscussion?: boolean }): Promise<void>;
  close(): Promise<void>;
}

let contestCounter = 0;

/**
 * Ends a test of several instances on one database and namespace: the events stream goes, every
 * instance closes, the database is dropped.
 */
export async function closeInstances(instances: readonly FastifyInstance[], database: TestDatabase): Promise<void> {
  delete process.env.OJ_NOTICE_PUSH_INTERVAL_MS;
  const last = instances.at(-1);
  await last?.jsm.streams.delete(last.natsNames.streams.events.name).catch(() => false);
  for (const app of instances) await app.close();
  await database.drop();
}

/**
 * Writes a contest authored by `owner` as the contest service would have stored it: running now (an
 * hour in, two to go), public and visible unless `fields` say otherwise. Returns its id.
 */
export async function insertContest(db: DataSource, owner: { uid: string; username: string }, fields: Partial<ContestRow> = {}): Promise<number> {
  const now = Date.now();
  const inserted = await db.getRepository(ContestEntity).insert({
    title: 'Cup',
    description: 'Solve what you can.',
    auth: ContestAuth.Public,
    type: 0,
    uid: owner.uid,
    author: owner.username,
    startTime: new Date(now - HOUR_MS),
    endTime: new Date(now + 2 * HOUR_MS),
    duration: 3 * 3600,
    starAccount: '[]',
    awardConfig: '[]',
    visible: true,
    ...fields,
  });
  return Number(inserted.identifiers[0]?.id);
}

export async function startCommentKit(): Promise<CommentKit> {
  // The service's kept data, given to it so that a switch change can wait for its event's effect.
  const kept = createKept();
  const service = await startTestService('community', async (app: FastifyInstance, options: { config: BaseConfig }) => {
    await app.register(communityService, { ...options, kept });
  });
  const db = service.database.dataSource;
  const account = async (username: string, roles: number[]): Promise<Account> => {
    const uid = randomUUID();
    await db.getRepository(UserInfoEntity).insert({
      uid,
      username,
      email: `${username}@example.org`,
      password: 'x',
      gender: 'secrecy',
      avatar: `/api/public/avatar/${username}.png`,
      titleName: username === 'alice' ? 'Star' : null,
      titleColor: username === 'alice' ? '#ff0000' : null,
    });
    for (const roleId of roles) await db.getRepository(UserRoleEntity).insert({ uid, roleId });
    return { uid, username, roles, token: service.app.signToken({ uid, username, roles }) };
  };
  const accounts = {
    root: await account('root', [Role.SuperAdmin]),
    owner: await account('owner', [Role.Admin]),
    admin: await account('siteadmin', [Role.Admin]),
    alice: await account('alice', [Role.User]),
    bob: await account('bob', [Role.User]),
    muted: await account('quiet', [Role.Muted]),
  };

  const kit: CommentKit = {
    service,
    accounts,
    async call(method, url, who = null, payload, language = 'en-US') {
      const headers: Record<string, string> = { 'accept-language': language };
      if (who) headers.authorization = `Bearer ${who.token}`;
      const response = await service.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
      // The caller names the data's type (`call<T>`); the JSON is taken as it.
      const body = response.json<{ status: number; msg: string; data: never }>();
      return { statusCode: response.statusCode, ...body };
    },
    async addContest(fields = {}) {
      contestCounter += 1;
      return insertContest(db, accounts.owner, { title: `Cup ${String(contestCounter)}`, ...fields });
    },
    async register(cid, who) {
      await db.getRepository(ContestRegisterEntity).insert({ cid, uid: who.uid });
    },
    async setContest(cid, fields) {
      await db.getRepository(ContestEntity).update({ id: cid }, fields);
    },
    async comment(cid, who, content = `A question from ${who.username}`) {
      const answer = await kit.call<CommentDto>('POST', '/api/comment', who, { cid, content });
      if (answer.statusCode !== 200) throw new Error(`comment: ${String(answer.statusCode)} ${answer.msg}`);
      return answer.data;
    },
    list: (cid, who, query = '') => kit.call<CommentListDto>('GET', `/api/comments?cid=${String(cid)}${query}`, who),
    remindersOf: (who) => db.getRepository(MsgRemindEntity).find({ where: { recipientId: who.uid, state: MessageState.Unread }, order: { id: 'ASC' } }),
    // As the gateway saves them: with the `site config changed` event, which the service's relay
    // sends and its feed reads, dropping the kept switches (waited for here).
    async setSwitches(patch) {
      const before = kept.site.changes;
      await saveAnnouncedWebsiteConfig(db, service.app.natsNames, patch);
      const deadline = Date.now() + 10_000;
      while (kept.site.changes === before) {
        if (Date.now() > deadline) throw new Error('the site config changed event did not reach the service');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => service.close(),
  };
  return kit;
}
