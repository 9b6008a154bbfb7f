import { describe, expect, it } from 'vitest';
import { contentError, likeSourceOf, roleBadge } from '@/features/comment/rules.ts';
import { applyShortcut, insertAt } from '@/features/comment/markdown-shortcuts.ts';
import type { Edit } from '@/features/comment/markdown-shortcuts.ts';

const samples = { code: 'code', link: 'text', item: 'item' };
const at = (text: string, start: number, end = start): Edit => ({ text, start, end });
const selected = (edit: Edit) => edit.text.slice(edit.start, edit.end);

describe('comment editor shortcuts (spec 03 §2.17)', () => {
  it('wraps the selection in inline code, or inserts a sample and selects it', () => {
    const wrapped = applyShortcut(at('use a map here', 6, 9), 'inlineCode', samples);
    expect(wrapped.text).toBe('use a `map` here');
    expect(selected(wrapped)).toBe('map');
    const sample = applyShortcut(at('x', 1), 'inlineCode', samples);
    expect(sample.text).toBe('x`code`');
    expect(selected(sample)).toBe('code');
  });

  it('puts a code block and lists on lines of their own', () => {
    expect(applyShortcut(at('see', 3), 'codeBlock', samples).text).toBe('see\n```\ncode\n```\n');
    expect(applyShortcut(at('', 0), 'codeBlock', samples).text).toBe('```\ncode\n```\n');
    expect(applyShortcut(at('a\nb', 0, 3), 'orderedList', samples).text).toBe('1. a\n2. b\n');
    expect(applyShortcut(at('x\n', 2), 'unorderedList', samples).text).toBe('x\n- item\n');
  });

  it('makes a link of the selection', () => {
    const link = applyShortcut(at('docs', 0, 4), 'link', samples);
    expect(link.text).toBe('[docs](https://)');
    expect(selected(link)).toBe('docs');
  });

  it('inserts an emoji over the selection, the caret after it', () => {
    const edit = insertAt(at('ab', 1, 2), '😀');
    expect(edit).toEqual({ text: 'a😀', start: 3, end: 3 });
  });
});

describe('comment rules on the client', () => {
  it('checks the content as the server does', () => {
    expect(contentError(' \n')).toBe('contentEmpty');
    expect(contentError('x'.repeat(10_001))).toBe('contentTooLong');
    expect(contentError('ok')).toBeNull();
  });

  it('badges root and admin only, and names the like source', () => {
    expect([roleBadge('root'), roleBadge('admin'), roleBadge('problem_admin'), roleBadge('user')]).toEqual(['root', 'admin', null, null]);
    expect(likeSourceOf({ cid: 4 })).toEqual({ sourceType: 'Contest', sourceId: 4 });
    expect(likeSourceOf({ did: 9 })).toEqual({ sourceType: 'Discussion', sourceId: 9 });
  });
});
