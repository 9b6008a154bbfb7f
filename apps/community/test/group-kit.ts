// Shared setup of the group tests: the community service alone on a fresh database and NATS
// namespace, accounts of every role, and a small HTTP client.
import { randomUUID } from 'node:crypto';
import { Role } from '@oj/contracts';
import { UserInfoEntity, UserRoleEntity } from '@oj/db';
import { startTestService } from '@oj/service-kit/testing';
import type { TestService } from '@oj/service-kit/testing';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { BaseConfig } from '@oj/service-kit';
import { communityService } from '../src/app.ts';

/** A signed-in account of the fixtures. */
export interface Account {
  uid: string;
  username: string;
  token: string;
}

/** An answer: the HTTP status and the envelope. */
export interface Answer<T = unknown> {
  statusCode: number;
  status: number;
  msg: string;
  data: T;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface GroupKit {
  service: TestService;
  /** Adds a signed-in account with these roles. */
  account(username: string, roles?: number[]): Promise<Account>;
  call<T = unknown>(method: Method, url: string, who?: Account | null, payload?: unknown, language?: string): Promise<Answer<T>>;
  close(): Promise<void>;
}

/** The community service, recording each route it registers below /api as `METHOD /path` into `routes`. */
function recording(routes: Set<string>): FastifyPluginAsync<{ config: BaseConfig }> {
  return async (app: FastifyInstance, options: { config: BaseConfig }) => {
    app.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) if (method !== 'HEAD' && route.url.startsWith('/api/')) routes.add(`${method} ${route.url.slice('/api'.length)}`);
    });
    await app.register(communityService, options);
  };
}

/** Starts the service; with `routes`, every route it registers is recorded there. */
export async function startGroupKit(routes?: Set<string>): Promise<GroupKit> {
  const service = await startTestService('community', routes ? recording(routes) : communityService);
  const db = service.database.dataSource;
  return {
    service,
    async account(username, roles = [Role.User]) {
      const uid = randomUUID();
      await db.getRepository(UserInfoEntity).insert({ uid, username, email: `${username}@example.org`, password: 'x', gender: 'secrecy' });
      for (const roleId of roles) await db.getRepository(UserRoleEntity).insert({ uid, roleId });
      return { uid, username, token: service.app.signToken({ uid, username, roles }) };
    },
    async call(method, url, who = null, payload, language = 'en-US') {
      const headers: Record<string, string> = { 'accept-language': language };
      if (who) headers.authorization = `Bearer ${who.token}`;
      const response = await service.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
      const body = response.json<{ status: number; msg: string; data: never }>();
      return { statusCode: response.statusCode, ...body };
    },
    close: () => service.close(),
  };
}

/** A valid create form with these changes. */
export function groupForm(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Algorithm Club',
    shortName: 'algoc',
    brief: 'We solve problems',
    description: 'A group for solving problems together.',
    auth: 1,
    visible: true,
    ...fields,
  };
}
