import { useEffect, useState } from 'react';
import type { CSSProperties } from 'react';

/** Props of Markdown. */
export interface MarkdownProps {
  text: string | null | undefined;
  className?: string;
  style?: CSSProperties;
  /** Shown while the renderer loads and for an empty text. */
  placeholder?: string;
  'data-testid'?: string;
}

/**
 * Renders markdown with formulas and highlighted code (see renderMarkdown). The renderer, and
 * KaTeX when a formula appears, load on first use, so pages that only might show markdown do
 * not carry them.
 */
export function Markdown({ text, className, style, placeholder, 'data-testid': testId }: MarkdownProps) {
  const source = text ?? '';
  const [rendered, setRendered] = useState<{ source: string; html: string } | null>(null);

  useEffect(() => {
    let current = true;
    if (source.trim() === '') return;
    void import('./render.ts')
      .then(({ renderMarkdown }) => renderMarkdown(source))
      .then((html) => {
        if (current) setRendered({ source, html });
      });
    return () => {
      current = false;
    };
  }, [source]);

  const classes = ['oj-markdown', className].filter(Boolean).join(' ');
  if (source.trim() === '') return <div className={classes} style={style} data-testid={testId}>{placeholder}</div>;
  if (rendered?.source !== source) {
    // Until the HTML is ready the raw text keeps the layout from jumping much.
    return (
      <div className={classes} style={{ ...style, whiteSpace: 'pre-wrap' }} data-testid={testId} aria-busy="true">
        {source}
      </div>
    );
  }
  // The HTML is sanitised by DOMPurify in renderMarkdown.
  return <div className={classes} style={style} data-testid={testId} dangerouslySetInnerHTML={{ __html: rendered.html }} />;
}
