import type { Deps } from '../../deps.ts';
/**
 * The posting thresholds of the system config (admin back office, "discussion" tab): accepted
 * problems needed to post a discussion or to comment, and discussions per day. Admin roles are exempt.
 */
import { postingRefusal } from '@oj/access';
import type { PostingRefusal } from '@oj/access';
import { DiscussionMessage } from '@oj/contracts';
import type { ServerMessage } from '@oj/contracts';
import { DiscussionEntity, loadSystemConfig } from '@oj/db';
import { acceptedCount } from '@oj/db/reads';
import { MoreThanOrEqual } from 'typeorm';

/** What is posted: a discussion (accepted problems and the daily limit) or a comment or reply under one. */
export type PostKind = 'discussion' | 'comment';

// Only plain numbers of the system config are read here, never its secrets, so no server secret is
// needed to read them (a wrong one would only blank the secrets).
const NO_SECRET = '';

function startOfToday(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** The message of a refusal. */
export function refusalMessage(refusal: PostingRefusal, kind: PostKind): ServerMessage {
  switch (refusal.reason) {
    case 'barred':
      return DiscussionMessage.barred;
    case 'muted':
      return DiscussionMessage.muted;
    case 'accepted':
      return kind === 'discussion' ? DiscussionMessage.acNotEnough(refusal.needed) : DiscussionMessage.commentAcNotEnough(refusal.needed);
    case 'daily':
      return DiscussionMessage.dailyLimit(refusal.limit);
  }
}

/** Why the user may not post this kind of text now, as a message, or null. */
export async function postingRefusalOf(
  deps: Pick<Deps, 'db'>,
  user: { uid: string; roles: readonly number[] },
  kind: PostKind,
  now = new Date(),
): Promise<ServerMessage | null> {
  const config = await loadSystemConfig(deps.db, NO_SECRET);
  const thresholds =
    kind === 'discussion'
      ? { minAccepted: config.discussionMinAccepted, dailyLimit: config.discussionDailyLimit }
      : { minAccepted: config.commentMinAccepted, dailyLimit: 0 };
  // The roles alone decide for admins and barred users: no count is read for them.
  const first = postingRefusal(user.roles, thresholds, { accepted: Number.MAX_SAFE_INTEGER, postedToday: 0 });
  if (first !== null) return refusalMessage(first, kind);
  if (user.roles.length > 0 && postingRefusal(user.roles, thresholds, { accepted: 0, postedToday: Number.MAX_SAFE_INTEGER }) === null) return null;
  const accepted = await acceptedCount(deps.db, user.uid);
  const postedToday =
    kind === 'discussion' && thresholds.dailyLimit > 0
      ? await deps.db.getRepository(DiscussionEntity).countBy({ uid: user.uid, gmtCreate: MoreThanOrEqual(startOfToday(now)) })
      : 0;
  const refusal = postingRefusal(user.roles, thresholds, { accepted, postedToday });
  return refusal === null ? null : refusalMessage(refusal, kind);
}
