/**
 * Whether a lesson item's link is a file of this site (a path, not '//host'). Only those are framed
 * in the page: the site's CSP allows frames of its own origin alone (docs/security.md "Lessons"),
 * so a document elsewhere opens in a new tab instead.
 */
export function isSiteLink(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}
