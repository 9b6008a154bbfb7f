// Pages of the user web app that the server links to from outside the app (mails). The web app's
// route table (apps/web/src/config/paths.ts) takes them from here, so a renamed page cannot leave
// the mailed links pointing at a 404.

/** The page that finishes a password reset from the mailed link. */
export const RESET_PASSWORD_PAGE = '/reset-password';

/** The reset page's address for a user and a mailed code, relative to the site's base URL. */
export function resetPasswordHref(username: string, code: string): string {
  return `${RESET_PASSWORD_PAGE}?${new URLSearchParams({ username, code }).toString()}`;
}
