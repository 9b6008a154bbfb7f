// Shared setup of the contest module tests: the contest service alone on a fresh database and NATS
// namespace, a few accounts and bank problems written as fixtures, and a small HTTP client.
import { randomUUID } from 'node:crypto';
import { AwardType, ContestAuth, ContestType, ProblemAuth, Role } from '@oj/contracts';
import type { ContestFormDto, ContestGateMember, ContestGateState } from '@oj/contracts';
import { JudgeEntity, LanguageEntity, ProblemEntity, ProblemLanguageEntity, UserInfoEntity, UserRoleEntity } from '@oj/db';
import { bucketOpener } from '@oj/service-kit';
import { startTestService } from '@oj/service-kit/testing';
import type { TestService } from '@oj/service-kit/testing';
import { contestService } from '../src/app.ts';

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

export interface ContestTestKit {
  service: TestService;
  accounts: Record<'root' | 'admin' | 'otherAdmin' | 'alice' | 'bob' | 'team3', Account>;
  call<T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who?: Account | null, payload?: unknown, language?: string): Promise<Answer<T>>;
  /** Creates a bank problem (public unless said otherwise) with one language; returns its pid. */
  addBankProblem(fields?: { auth?: number; author?: string; title?: string; isGroup?: boolean; gid?: number | null; problemId?: string }): Promise<number>;
  /** Writes a contest submission as judge-dispatch would have stored it. */
  addSubmission(fields: {
    cid: number;
    cpid: number;
    pid: number;
    uid: string;
    username: string;
    status: number;
    score?: number | null;
    submitTime: Date;
  }): Promise<void>;
  gateContest(cid: number): Promise<ContestGateState | null>;
  gateMember(cid: number, uid: string): Promise<ContestGateMember | null>;
  close(): Promise<void>;
}

/** A valid contest form: running now (started an hour ago, ends in two hours), public, ACM. */
export function contestForm(overrides: Partial<ContestFormDto> = {}, nowMs = Date.now()): ContestFormDto {
  return {
    title: 'Weekly Contest',
    description: 'Solve what you can.',
    type: ContestType.ACM,
    auth: ContestAuth.Public,
    pwd: null,
    startTime: new Date(nowMs - HOUR_MS).toISOString(),
    endTime: new Date(nowMs + 2 * HOUR_MS).toISOString(),
    sealRank: false,
    sealRankTime: null,
    autoRealRank: true,
    allowEndSubmit: false,
    openPrint: false,
    openRank: false,
    rankShowName: 'username',
    oiRankScoreType: 'Recent',
    starAccount: [],
    awardType: AwardType.None,
    awardConfigList: [],
    openAccountLimit: false,
    accountLimitRule: null,
    visible: true,
    ...overrides,
  };
}

let problemCounter = 0;

export async function startContestKit(): Promise<ContestTestKit> {
  const service = await startTestService('contest', contestService);
  const db = service.database.dataSource;
  const account = async (username: string, roles: number[]): Promise<Account> => {
    const uid = randomUUID();
    await db
      .getRepository(UserInfoEntity)
      .insert({ uid, username, email: `${username}@example.org`, password: 'x', gender: 'secrecy', realname: `${username} real`, school: 'OJ School' });
    for (const roleId of roles) await db.getRepository(UserRoleEntity).insert({ uid, roleId });
    return { uid, username, roles, token: service.app.signToken({ uid, username, roles }) };
  };
  const accounts = {
    root: await account('root', [Role.SuperAdmin]),
    admin: await account('contestadmin', [Role.Admin]),
    otherAdmin: await account('otheradmin', [Role.Admin]),
    alice: await account('alice', [Role.User]),
    bob: await account('bob', [Role.User]),
    team3: await account('team3', [Role.User]),
  };
  const language = await db.getRepository(LanguageEntity).insert({ name: 'C++', contentType: 'text/x-c++src', description: 'G++', oj: 'ME', seq: 0 });
  const lid = Number(language.identifiers[0]?.id);
  const kv = () => bucketOpener()(service.app.js, service.app.natsNames.kv.contestGate, 0);
  const readKey = async <T>(key: string): Promise<T | null> => {
    const entry = await (await kv()).get(key);
    return entry?.operation === 'PUT' ? entry.json<T>() : null;
  };

  return {
    service,
    accounts,
    async call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: Account | null = null, payload?: unknown, language = 'en-US') {
      const headers: Record<string, string> = { 'accept-language': language };
      if (who) headers.authorization = `Bearer ${who.token}`;
      const response = await service.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
      // The caller names the data's type (`call<T>`); the JSON is taken as it.
      const body = response.json<{ status: number; msg: string; data: never }>();
      return { statusCode: response.statusCode, ...body };
    },
    async addBankProblem(fields = {}) {
      problemCounter += 1;
      const problemId = fields.problemId ?? `C${problemCounter}-${randomUUID().slice(0, 6)}`;
      const inserted = await db.getRepository(ProblemEntity).insert({
        problemId,
        title: fields.title ?? `Problem ${problemId}`,
        author: fields.author ?? 'root',
        auth: fields.auth ?? ProblemAuth.Public,
        isGroup: fields.isGroup ?? false,
        gid: fields.gid ?? null,
        description: 'Add two numbers.',
      });
      const pid = Number(inserted.identifiers[0]?.id);
      await db.getRepository(ProblemLanguageEntity).insert({ pid, lid });
      return pid;
    },
    async addSubmission(fields) {
      await db
        .getRepository(JudgeEntity)
        .insert({ ...fields, displayPid: 'X', code: 'int main() {}', language: 'C++', length: 13, score: fields.score ?? null });
    },
    gateContest: (cid) => readKey<ContestGateState>(`contest.${cid}`),
    gateMember: (cid, uid) => readKey<ContestGateMember>(`member.${cid}.${uid}`),
    async close() {
      await service.app.jsm.streams.delete(`KV_${service.app.natsNames.kv.contestGate}`).catch(() => false);
      await service.close();
    },
  };
}

/** Creates a contest through the back office as `who`; returns its id. */
export async function createContest(kit: ContestTestKit, form: ContestFormDto, who: Account = kit.accounts.admin): Promise<number> {
  const answer = await kit.call<{ id: number }>('POST', '/api/admin/contest', who, form);
  if (answer.statusCode !== 200) throw new Error(`create contest: ${answer.statusCode} ${answer.msg}`);
  return answer.data.id;
}

/** Adds a bank problem to a contest under a display id; returns the contest-problem id. */
export async function addProblem(kit: ContestTestKit, cid: number, pid: number, displayId: string, who: Account = kit.accounts.admin): Promise<number> {
  const answer = await kit.call('POST', '/api/admin/contest/add-problem-from-public', who, { cid, pid, displayId });
  if (answer.statusCode !== 200) throw new Error(`add problem: ${answer.statusCode} ${answer.msg}`);
  const list = await kit.call<{ id: number; displayId: string }[]>('GET', `/api/admin/contest/get-problem-list?cid=${cid}`, who);
  const found = list.data.find((row) => row.displayId === displayId);
  if (!found) throw new Error('added problem not listed');
  return found.id;
}
