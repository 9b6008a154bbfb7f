import type { Deps } from '../../../deps.ts';
/**
 * A discussion's comments (spec 03 §2.15). Discussions arrive with their own issue: until then every
 * `did` answers 404 "The discussion does not exist" (after the site's `openPublicDiscussion` switch),
 * and the discussions issue fills in this one function: the discussion's title and author, the
 * viewer's rights (any admin role moderates) and, as spec 03 §9 asks, the accepted-problem threshold
 * for commenting (`commentMinAccepted` of the system config).
 */
import { loadWebsiteConfig } from '@oj/db';
import { fail } from '@oj/service-kit';
import type { CommentSource, CommentViewer } from '../rules.ts';
import { CommentMessage } from '@oj/contracts';

/** The discussion `did` as a comment source for the viewer (no discussion exists yet, so `did` and the viewer are not read). */
export async function discussionSource(deps: Pick<Deps, 'db'>, _did: number, _viewer: CommentViewer): Promise<CommentSource> {
  if (!(await loadWebsiteConfig(deps.db)).openPublicDiscussion) throw fail(CommentMessage.discussionClosed);
  throw fail(CommentMessage.discussionNotExists);
}
