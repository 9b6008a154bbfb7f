import type { Deps } from '../../../deps.ts';
import { fail } from '@oj/service-kit';
import type { CommentSource, CommentViewer } from '../rules.ts';
import { contestSource } from './contest.ts';
import { discussionSource, keptDiscussionSource } from './discussion.ts';
import { CommentMessage } from '@oj/contracts';

/** Where a call's comments sit: a contest (`cid`) or a discussion (`did`), as sent. */
export interface SourceRef {
  cid?: number | null;
  did?: number | null;
}

/** The source a call names: exactly one of `cid` and `did` (else 400). */
export function resolveSource(deps: Pick<Deps, 'db' | 'kept'>, ref: SourceRef, viewer: CommentViewer): Promise<CommentSource> {
  const cid = ref.cid ?? null;
  const did = ref.did ?? null;
  if ((cid === null) === (did === null)) throw fail(CommentMessage.sourceRequired);
  return cid !== null ? contestSource(deps, cid, viewer) : discussionSource(deps, did ?? 0, viewer);
}

/** `resolveSource` with nothing awaited, when the source's facts are kept (a public discussion's), else undefined. */
export function keptSource(deps: Pick<Deps, 'db' | 'kept'>, ref: SourceRef, viewer: CommentViewer): CommentSource | undefined {
  const cid = ref.cid ?? null;
  const did = ref.did ?? null;
  return cid === null && did !== null ? keptDiscussionSource(deps, did, viewer) : undefined;
}
