/**
 * The canonical form of a username, unique per account (`user_info.usernameKey`): compatibility
 * decomposition (NFKD: full-width, circled and styled letters become plain ones), case folded,
 * without combining marks, invisible format characters or controls. Two names with one key differ
 * only by accents, case or letter width, and may not both exist.
 *
 * The column's collation (utf8mb4_unicode_ci, UCA 4.0) already equates accents, case and width for
 * the characters it knows, and its unique index stays; the key also catches what it misses:
 * mathematical letters (𝐫), combining marks newer than UCA 4.0, dotless ı against i.
 */
export function usernameKey(username: string): string {
  const folded = username.normalize('NFKD').toUpperCase().toLowerCase().normalize('NFKD');
  // The collation pads with spaces (PAD SPACE): trailing blanks never tell two names apart.
  return folded.replace(/[\p{M}\p{Default_Ignorable_Code_Point}\p{Cc}]/gu, '').replace(/ +$/, '');
}
