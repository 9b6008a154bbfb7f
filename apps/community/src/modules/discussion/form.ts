/**
 * The discussion form's checks in spec 03 §5's order ("Discussion submit"): title, description,
 * category, content; each failure names its field ('Title is required', 'Title Can not exceed 255').
 */
import { DISCUSSION_CONTENT_MAX, DISCUSSION_DESCRIPTION_MAX, DISCUSSION_TITLE_MAX, DiscussionMessage } from '@oj/contracts';
import type { ServerMessage } from '@oj/contracts';

/** The form as sent (every field optional on the wire, so that the order below decides the message). */
export interface DiscussionFields {
  title?: string | undefined;
  description?: string | undefined;
  content?: string | undefined;
  categoryId?: number | null | undefined;
}

/** The form once checked. */
export interface CheckedFields {
  title: string;
  description: string;
  content: string;
  categoryId: number;
}

function text(field: string, value: string | undefined, max: number): string | ServerMessage {
  const trimmed = (value ?? '').trim();
  if (trimmed === '') return DiscussionMessage.fieldRequired(field);
  // By code points, as the form counts characters (an emoji is one).
  if (Array.from(trimmed).length > max) return DiscussionMessage.fieldTooLong(field, max);
  return trimmed;
}

/** The first refusal in the spec's order, or the checked fields. */
export function checkFields(fields: DiscussionFields): CheckedFields | ServerMessage {
  const title = text('Title', fields.title, DISCUSSION_TITLE_MAX);
  if (typeof title !== 'string') return title;
  const description = text('Description', fields.description, DISCUSSION_DESCRIPTION_MAX);
  if (typeof description !== 'string') return description;
  if (fields.categoryId === undefined || fields.categoryId === null || fields.categoryId < 1) return DiscussionMessage.fieldRequired('Category');
  const content = fields.content ?? '';
  if (content.trim() === '') return DiscussionMessage.fieldRequired('Content');
  if (content.length > DISCUSSION_CONTENT_MAX) return DiscussionMessage.fieldTooLong('Content', DISCUSSION_CONTENT_MAX);
  return { title, description, content, categoryId: fields.categoryId };
}
