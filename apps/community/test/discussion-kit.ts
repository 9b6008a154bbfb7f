// Shared setup of the discussion tests: the comment kit's service and accounts (root, owner and admin:
// admin roles; alice, bob: users; muted), thresholds off unless a test sets them, and helpers.
import { randomUUID } from 'node:crypto';
import { Role } from '@oj/contracts';
import type { DiscussionDto } from '@oj/contracts';
import { UserAcProblemEntity, UserInfoEntity, UserRoleEntity, saveSystemConfig } from '@oj/db';
import type { SystemConfig } from '@oj/db';
import { startCommentKit } from './comment-kit.ts';
import type { Account, CommentKit } from './comment-kit.ts';

export interface DiscussionKit extends CommentKit {
  /** Categories seeded by the migration (the first one's id). */
  categoryId: number;
  /** A fresh account with these roles. */
  account(username: string, roles: number[]): Promise<Account>;
  /** Posts a discussion as `who`; throws unless it succeeds. */
  post(who: Account, fields?: Record<string, unknown>): Promise<DiscussionDto>;
  setThresholds(patch: Partial<Pick<SystemConfig, 'discussionMinAccepted' | 'discussionDailyLimit' | 'commentMinAccepted'>>): Promise<void>;
  /** Gives the user `count` accepted problems (rows of user_acproblem). */
  solve(who: Account, count: number): Promise<void>;
}

let pidCounter = 0;

export async function startDiscussionKit(): Promise<DiscussionKit> {
  const kit = await startCommentKit();
  const db = kit.service.database.dataSource;
  const categories = await kit.call<{ id: number; name: string }[]>('GET', '/api/discussion-category');
  const categoryId = categories.data[0]?.id ?? 0;
  const discussionKit: DiscussionKit = Object.assign(kit, {
    categoryId,
    async account(username: string, roles: number[]) {
      const uid = randomUUID();
      await db.getRepository(UserInfoEntity).insert({ uid, username, email: `${username}@example.org`, password: 'x', gender: 'secrecy' });
      for (const roleId of roles) await db.getRepository(UserRoleEntity).insert({ uid, roleId });
      return { uid, username, roles, token: kit.service.app.signToken({ uid, username, roles }) };
    },
    async post(who: Account, fields: Record<string, unknown> = {}) {
      const form = { title: `A question of ${who.username}`, description: 'In short', content: 'The **whole** question.', categoryId, ...fields };
      const answer = await kit.call<DiscussionDto>('POST', '/api/discussion', who, form);
      if (answer.statusCode !== 200) throw new Error(`post: ${String(answer.statusCode)} ${answer.msg}`);
      return answer.data;
    },
    async setThresholds(patch: Partial<SystemConfig>) {
      await saveSystemConfig(db, patch, '');
    },
    async solve(who: Account, count: number) {
      for (let index = 0; index < count; index += 1) {
        pidCounter += 1;
        await db.getRepository(UserAcProblemEntity).insert({ uid: who.uid, pid: pidCounter, submitId: pidCounter });
      }
    },
  });
  await discussionKit.setThresholds({ discussionMinAccepted: 0, discussionDailyLimit: 0, commentMinAccepted: 0 });
  return discussionKit;
}

export { Role };
