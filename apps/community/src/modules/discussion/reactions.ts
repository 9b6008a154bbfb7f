import type { Deps } from '../../deps.ts';
/**
 * Likes and reports of a discussion (spec 03 §4 "Like toggles hasLike and changes likeNum by one",
 * §5 "Report"). A like reminds the author (Like_Post) through the comment area's `remind`, once
 * while the reminder is unread.
 */
import { DiscussionMessage, REPORT_REASON_MAX } from '@oj/contracts';
import type { DiscussionLikeQueryDto, DiscussionReportFormDto } from '@oj/contracts';
import { DiscussionEntity, DiscussionLikeEntity, DiscussionReportEntity, DiscussionStatus, MessageState, MsgRemindEntity } from '@oj/db';
import type { AuthUser } from '@oj/service-kit';
import { fail } from '@oj/service-kit';
import { claimLike } from '../comment/limits.ts';
import { remind } from '../comment/reminders.ts';
import { sourceOfDiscussion } from '../comment/sources/discussion.ts';
import { discussionInArea } from './area.ts';

/** GET discussion-like: likes (`toLike`) or takes the like back, once per user, under the discussion's row lock. */
export async function toggleDiscussionLike(
  deps: Pick<Deps, 'db' | 'kept' | 'natsNames' | 'outbox' | 'js' | 'log'>,
  user: AuthUser,
  query: DiscussionLikeQueryDto,
): Promise<boolean> {
  const { row: found } = await discussionInArea(deps, query.did, user);
  // A like flood is refused like the comment area's (taking a like back does not count).
  if (query.toLike) await claimLike(deps, user.uid);
  await deps.db.transaction(async (manager) => {
    const discussions = manager.getRepository(DiscussionEntity);
    const row = await discussions.findOne({ where: { id: found.id, status: DiscussionStatus.Normal }, lock: { mode: 'pessimistic_write' } });
    if (!row) throw fail(DiscussionMessage.notExists);
    const likes = manager.getRepository(DiscussionLikeEntity);
    const liked = await likes.existsBy({ did: row.id, uid: user.uid });
    if (query.toLike && !liked) {
      await likes.insert({ did: row.id, uid: user.uid });
      await discussions.increment({ id: row.id }, 'likeNum', 1);
      // Liking, taking it back and liking again reminds once (while the first reminder is unread).
      const reminded = await manager
        .getRepository(MsgRemindEntity)
        .existsBy({ action: 'Like_Post', senderId: user.uid, recipientId: row.uid, quoteId: row.id, state: MessageState.Unread });
      if (!reminded) {
        await remind(manager, deps.natsNames, {
          action: 'Like_Post',
          source: sourceOfDiscussion(row, false),
          senderId: user.uid,
          recipientId: row.uid,
          quoteId: row.id,
          quoteContent: row.description,
        });
      }
    } else if (!query.toLike && liked) {
      await likes.delete({ did: row.id, uid: user.uid });
      await discussions.decrement({ id: row.id }, 'likeNum', 1);
    }
  });
  // The reminder's unread event went into the outbox with the like: send it now.
  await deps.outbox.flush();
  return query.toLike;
}

/** POST discussion-report: at least a tag or a reason (≤200); stored as `#tag##tag# reason`. */
export async function reportDiscussion(deps: Pick<Deps, 'db' | 'kept'>, user: AuthUser, form: DiscussionReportFormDto): Promise<void> {
  await discussionInArea(deps, form.did, user);
  const tags = form.tags ?? [];
  const reason = (form.reason ?? '').trim();
  if (tags.length === 0 && reason === '') throw fail(DiscussionMessage.reportEmpty);
  if (Array.from(reason).length > REPORT_REASON_MAX) throw fail(DiscussionMessage.reportTooLong);
  const content = [tags.map((tag) => `#${tag}#`).join(''), reason].filter((part) => part !== '').join(' ');
  await deps.db.getRepository(DiscussionReportEntity).insert({ did: form.did, reporter: user.uid, content, status: false });
}
