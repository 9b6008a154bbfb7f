import type { TokenizerAndRendererExtension, Tokens } from 'marked';

/** Renders TeX to HTML; KaTeX's renderToString in practice. */
export type TexRenderer = (tex: string, displayMode: boolean) => string;

interface MathToken extends Tokens.Generic {
  type: 'mathBlock' | 'mathInline';
  raw: string;
  text: string;
  /** `$$…$$` inside a paragraph is still a display formula. */
  display?: boolean;
}

const BLOCK = /^\$\$([\s\S]+?)\$\$(?:\n+|$)/;
// Not `$ 5` or `5$`: a dollar sign next to a blank or a digit is money, not math.
const INLINE = /^\$(?!\s)((?:\\[\s\S]|[^\\$\n])+?)(?<!\s)\$(?!\d)/;

/**
 * marked extensions for `$$ display $$` and `$inline$` formulas. Math is tokenised before
 * markdown sees it, so `_` and `*` inside a formula are not taken as emphasis.
 */
export function mathExtensions(render: TexRenderer): TokenizerAndRendererExtension[] {
  return [
    {
      name: 'mathBlock',
      level: 'block',
      start: (src) => src.indexOf('$$'),
      tokenizer(src): MathToken | undefined {
        const match = BLOCK.exec(src);
        return match ? { type: 'mathBlock', raw: match[0], text: (match[1] ?? '').trim() } : undefined;
      },
      renderer: (token) => `<div class="oj-math-block">${render(String(token.text), true)}</div>\n`,
    },
    {
      name: 'mathInline',
      level: 'inline',
      start: (src) => {
        const index = src.indexOf('$');
        return index < 0 ? undefined : index;
      },
      tokenizer(src): MathToken | undefined {
        const block = BLOCK.exec(src);
        if (block) return { type: 'mathInline', raw: block[0], text: (block[1] ?? '').trim(), display: true };
        const match = INLINE.exec(src);
        return match ? { type: 'mathInline', raw: match[0], text: match[1] ?? '' } : undefined;
      },
      renderer: (token) => render(String(token.text), token.display === true),
    },
  ];
}

/** True when the text may hold a formula, so KaTeX is worth loading. */
export function mayContainMath(text: string): boolean {
  return text.includes('$');
}
