import { isSafeLessonLink } from '@oj/contracts';
import { fail } from '@oj/service-kit';
import { LessonMessage as M } from '@oj/contracts';
import type { ServerMessage } from '@oj/contracts';

/** A required text, trimmed; a blank one is refused with the message. */
export function requiredText(text: string, message: ServerMessage): string {
  const trimmed = text.trim();
  if (trimmed === '') throw fail(message);
  return trimmed;
}

/** An item's link, trimmed: http(s) or a path of the site, else 400 (javascript:, data:, //host...). */
export function itemUrl(url: string): string {
  const link = requiredText(url, M.urlRequired);
  if (!isSafeLessonLink(link)) throw fail(M.unsafeUrl);
  return link;
}

/** A lesson's logo: none (null or blank), or a safe link. */
export function logoUrl(logo: string | null | undefined): string | null {
  const link = logo?.trim() ?? '';
  if (link === '') return null;
  if (!isSafeLessonLink(link)) throw fail(M.unsafeLogo);
  return link;
}
