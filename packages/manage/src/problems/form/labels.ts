/** The i18n key suffix of a problem visibility (1 public, 2 private, 3 contest). */
export function authKey(auth: number): 'public' | 'private' | 'contest' {
  if (auth === 2) return 'private';
  return auth === 3 ? 'contest' : 'public';
}
