import { DISCUSSION_CONTENT_MAX, DISCUSSION_DESCRIPTION_MAX, DISCUSSION_TITLE_MAX, REPORT_REASON_MAX } from '@oj/contracts';

/** The discussion form as the dialog holds it. */
export interface DiscussionDraft {
  title: string;
  description: string;
  categoryId: number | null;
  content: string;
}

/** The first refusal of spec 03 §5 "Discussion submit", in its order: which field and why, or null. */
export type DraftError =
  | { field: 'title' | 'description' | 'category' | 'content'; kind: 'required' }
  | { field: 'title' | 'description' | 'content'; kind: 'tooLong'; max: number };

/** Checks title, description, category and content in the spec's order (the server checks the same). */
export function draftError(draft: DiscussionDraft): DraftError | null {
  const texts = [
    ['title', draft.title.trim(), DISCUSSION_TITLE_MAX],
    ['description', draft.description.trim(), DISCUSSION_DESCRIPTION_MAX],
  ] as const;
  for (const [field, value, max] of texts) {
    if (value === '') return { field, kind: 'required' };
    if (Array.from(value).length > max) return { field, kind: 'tooLong', max };
  }
  if (draft.categoryId === null) return { field: 'category', kind: 'required' };
  if (draft.content.trim() === '') return { field: 'content', kind: 'required' };
  if (draft.content.length > DISCUSSION_CONTENT_MAX) return { field: 'content', kind: 'tooLong', max: DISCUSSION_CONTENT_MAX };
  return null;
}

/** A discussion opened from a problem: its title starts with the problem id in brackets (spec 03 §4). */
export function problemTitle(problemId: string | null, title: string): string {
  if (!problemId) return title;
  const prefix = `[${problemId}] `;
  return title.startsWith(prefix) ? title : `${prefix}${title}`;
}

/** Why a report cannot be sent (spec 03 §5 "Report"), or null. */
export function reportError(tags: readonly string[], reason: string): 'empty' | 'tooLong' | null {
  if (tags.length === 0 && reason.trim() === '') return 'empty';
  if (Array.from(reason.trim()).length > REPORT_REASON_MAX) return 'tooLong';
  return null;
}

/** Content written by an admin role renders with the admin trust (spec 03 §2.15). */
export function trustOf(role: string): 'admin' | 'user' {
  return role === 'root' || role === 'admin' || role === 'problem_admin' ? 'admin' : 'user';
}
