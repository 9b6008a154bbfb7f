import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { englishText, messageSpec } from './errors/define.ts';
import type { ServerMessage } from './errors/define.ts';

/*
 * The copy of one group problem into another group, asked of a gateway by the contest service when a
 * super admin clones a group's trainings (`subjects.problemCopy`, request/reply; docs/architecture.md,
 * "Cloning a group's trainings"). The gateway owns the problem tables, so it makes the copy; the
 * contest service links it in the cloned trainings.
 */

const Id = Type.Integer({ minimum: 1 });

/** Copy problem `pid` of group `sgid` into group `tgid`, authored by `author` (the super admin cloning). */
export const ProblemCopyRequestSchema = Type.Object({
  sgid: Id,
  tgid: Id,
  pid: Id,
  author: Type.Object({ uid: Type.String({ minLength: 1 }), username: Type.String({ minLength: 1 }) }),
});
export type ProblemCopyRequest = Static<typeof ProblemCopyRequestSchema>;

/** A refusal as the reply carries it: a declared server message's code and values. */
export const ProblemCopyRefusalSchema = Type.Object({
  code: Type.String(),
  params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
});

/**
 * The gateway's answer: the copy (`reused` when an earlier clone had made it and it is still in the
 * target group), or why there is none.
 */
export const ProblemCopyReplySchema = Type.Union([
  Type.Object({ ok: Type.Literal(true), pid: Id, problemId: Type.String(), reused: Type.Boolean() }),
  Type.Object({ ok: Type.Literal(false), refusal: ProblemCopyRefusalSchema }),
]);
export type ProblemCopyReply = Static<typeof ProblemCopyReplySchema>;

/** The refusal of a reply as the declared message it names; null for a code nobody declared or a success. */
export function problemCopyRefusalMessage(refusal: Static<typeof ProblemCopyRefusalSchema>): ServerMessage | null {
  const spec = messageSpec(refusal.code);
  if (spec === undefined || spec.as === 'success') return null;
  return {
    code: refusal.code,
    as: spec.as,
    ...(refusal.params ? { params: refusal.params } : {}),
    en: englishText(refusal.code, refusal.params) ?? refusal.code,
  };
}
