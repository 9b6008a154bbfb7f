import { isTrustedAuthor } from '@oj/access';
import { sanitizeMarkdown } from './markdown.ts';

export { sanitizeMarkdown } from './markdown.ts';

/**
 * Markdown as it is stored and shown for an author with these roles (spec 03 §2.15): an admin
 * role's text as written, anyone else's sanitised (docs/security.md "Markdown from users").
 */
export function authoredMarkdown(roles: readonly number[], text: string): string {
  return isTrustedAuthor(roles) ? text : sanitizeMarkdown(text);
}
