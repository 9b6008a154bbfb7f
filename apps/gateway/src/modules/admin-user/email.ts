// user_info.email is NOT NULL and unique, but imported and generated accounts may have no email.
// They get a unique address under the reserved `.invalid` domain (RFC 2606: never deliverable),
// which the admin list shows as '' and the edit dialog keeps when its email is left empty.

const NO_EMAIL_DOMAIN = '@no-email.invalid';

/** The stored stand-in address of an account without email. */
export function placeholderEmail(uid: string): string {
  return `${uid}${NO_EMAIL_DOMAIN}`;
}

/** True for a stand-in address. */
export function isPlaceholderEmail(email: string): boolean {
  return email.toLowerCase().endsWith(NO_EMAIL_DOMAIN);
}

/** The email to show: '' for a stand-in. */
export function shownEmail(email: string): string {
  return isPlaceholderEmail(email) ? '' : email;
}
