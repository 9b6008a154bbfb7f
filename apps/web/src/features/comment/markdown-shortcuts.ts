/**
 * The comment editor's markdown shortcuts (spec 03 §2.17): each wraps the selection, or inserts a
 * sample where nothing is selected, and says what to select afterwards. Pure: the editor applies it.
 */

/** The shortcuts of the toolbar, in its order. */
export const MARKDOWN_SHORTCUTS = ['inlineCode', 'codeBlock', 'link', 'unorderedList', 'orderedList'] as const;
export type MarkdownShortcut = (typeof MARKDOWN_SHORTCUTS)[number];

/** A text with its selection (`start` ≤ `end`, offsets in UTF-16 units as a textarea has them). */
export interface Edit {
  text: string;
  start: number;
  end: number;
}

/** Samples inserted when nothing is selected, in the interface language. */
export interface ShortcutSamples {
  code: string;
  link: string;
  item: string;
}

function replaceSelection(edit: Edit, before: string, middle: string, after: string): Edit {
  const text = edit.text.slice(0, edit.start) + before + middle + after + edit.text.slice(edit.end);
  const start = edit.start + before.length;
  return { text, start, end: start + middle.length };
}

// A block starts on a line of its own.
function lineBreakBefore(edit: Edit): string {
  return edit.start === 0 || edit.text[edit.start - 1] === '\n' ? '' : '\n';
}

function listOf(lines: string[], ordered: boolean): string {
  return lines.map((line, index) => `${ordered ? `${String(index + 1)}.` : '-'} ${line}`).join('\n');
}

/** Applies a shortcut; the result selects the wrapped or sample text. */
export function applyShortcut(edit: Edit, shortcut: MarkdownShortcut, samples: ShortcutSamples): Edit {
  const selected = edit.text.slice(edit.start, edit.end);
  switch (shortcut) {
    case 'inlineCode':
      return replaceSelection(edit, '`', selected || samples.code, '`');
    case 'codeBlock':
      return replaceSelection(edit, `${lineBreakBefore(edit)}\`\`\`\n`, selected || samples.code, '\n```\n');
    case 'link':
      return replaceSelection(edit, '[', selected || samples.link, '](https://)');
    case 'unorderedList':
    case 'orderedList': {
      const lines = (selected || samples.item).split('\n');
      return replaceSelection(edit, lineBreakBefore(edit), listOf(lines, shortcut === 'orderedList'), '\n');
    }
  }
}

/** Inserts text (an emoji) at the selection, replacing it; the caret goes after it. */
export function insertAt(edit: Edit, inserted: string): Edit {
  const text = edit.text.slice(0, edit.start) + inserted + edit.text.slice(edit.end);
  const caret = edit.start + inserted.length;
  return { text, start: caret, end: caret };
}
