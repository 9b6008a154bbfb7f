/** Wire shapes of the message center calls (spec 03 §2.16, §7 Messages). */
import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';

const Count = Type.Integer({ minimum: 0 });

/** msg/unread answer: the five unread counters of the message menu. */
export const UnreadMessageCountSchema = Type.Object({
  /** Comments on your discussions and contest posts. */
  comment: Count,
  reply: Count,
  like: Count,
  sys: Count,
  mine: Count,
});
export type UnreadMessageCountDto = Static<typeof UnreadMessageCountSchema>;
