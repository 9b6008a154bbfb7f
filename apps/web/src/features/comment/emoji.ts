/** The emoji picker's built-in set (spec 03 §2.17): common faces, hands and symbols, no web fonts or CDN. */
export const EMOJI: readonly string[] = [
  '😀', '😁', '😂', '🤣', '😊', '😍', '😎', '🤔', '😐', '😅', '😭', '😡',
  '😮', '😴', '🙄', '😇', '🥳', '🤯', '😱', '🤗', '👍', '👎', '👏', '🙏',
  '💪', '👌', '✌️', '🤝', '🎉', '🔥', '💯', '✅', '❌', '❓', '❗', '💡',
  '🐛', '🚀', '⭐', '❤️', '💔', '☕', '🏆', '🎈',
];
