/** The five nickname tag colours (spec 01 §9: one by nickname length modulo 5). */
export const NICKNAME_COLORS = ['blue', 'green', 'orange', 'purple', 'magenta'] as const;

/** The tag colour of a nickname. */
export function nicknameColor(nickname: string): (typeof NICKNAME_COLORS)[number] {
  // Code points, not UTF-16 units: a Chinese nickname of three characters has length 3.
  return NICKNAME_COLORS[Array.from(nickname).length % NICKNAME_COLORS.length] ?? 'blue';
}
