/** The text with `snippet` put in place of the selection [start, end), and where the caret goes after it. */
export function insertAt(text: string, start: number, end: number, snippet: string): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + snippet + text.slice(to), caret: from + snippet.length };
}

/** Markdown for an uploaded image or file; brackets in the name are dropped so the link stays valid. */
export function uploadSnippet(kind: 'image' | 'file', name: string, link: string): string {
  const label = name.replace(/[[\]]/g, '');
  return kind === 'image' ? `![${label}](${link})` : `[${label}](${link})`;
}
