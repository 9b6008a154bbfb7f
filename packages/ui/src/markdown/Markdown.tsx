import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '@oj/i18n';
import type { CSSProperties } from 'react';
import { OutsideImagesContext } from './images.ts';
import type { MarkdownTrust } from './render.ts';

/** Props of Markdown. */
export interface MarkdownProps {
  text: string | null | undefined;
  className?: string;
  style?: CSSProperties;
  /** Shown while the renderer loads and for an empty text. */
  placeholder?: string;
  /** For text that grows while it streams in: keep showing the last rendering while the newer text renders. */
  progressive?: boolean;
  /**
   * Who wrote the text: `admin` for text only admin roles write (problem statements, site texts),
   * which keeps inline styles and the like; anything else renders strictly (the default).
   */
  trust?: MarkdownTrust;
  'data-testid'?: string;
}

/**
 * Renders markdown with formulas and highlighted code (see renderMarkdown), strictly sanitised
 * unless `trust` says an admin wrote it; images from other hosts only where `OutsideImagesContext`
 * allows them (the site's switch; else they show as links). The renderer, and
 * KaTeX when a formula appears, load on first use, so pages that only might show markdown do
 * not carry them.
 */
export function Markdown({ text, className, style, placeholder, progressive = false, trust = 'user', 'data-testid': testId }: MarkdownProps) {
  const source = text ?? '';
  const outsideImages = useContext(OutsideImagesContext);
  const { t } = useTranslation();
  const download = t('markdown.pdfDownload');
  const unsupported = t('markdown.pdfUnsupported');
  const pdfLabels = useMemo(() => ({ download, unsupported }), [download, unsupported]);
  const [rendered, setRendered] = useState<{ source: string; html: string } | null>(null);
  const issued = useRef(0);
  const shown = useRef(0);

  useEffect(() => {
    let current = true;
    if (source.trim() === '') return;
    const order = ++issued.current;
    void import('./render.ts')
      .then(({ renderMarkdown }) => renderMarkdown(source, trust, { outsideImages, pdfLabels }))
      .then((html) => {
        // A superseded rendering still helps a text that streams faster than it renders, unless a newer one is shown.
        if ((current || progressive) && order > shown.current) {
          shown.current = order;
          setRendered({ source, html });
        }
      });
    return () => {
      current = false;
    };
  }, [source, progressive, trust, outsideImages, pdfLabels]);

  const classes = ['oj-markdown', className].filter(Boolean).join(' ');
  if (source.trim() === '')
    return (
      <div className={classes} style={style} data-testid={testId}>
        {placeholder}
      </div>
    );
  if (!rendered || (rendered.source !== source && !progressive)) {
    // Until the HTML is ready the raw text keeps the layout from jumping much.
    return (
      <div className={classes} style={{ ...style, whiteSpace: 'pre-wrap' }} data-testid={testId} aria-busy="true">
        {source}
      </div>
    );
  }
  const busy = rendered.source !== source ? { 'aria-busy': true } : {};
  // The HTML is sanitised by DOMPurify in renderMarkdown, as far as `trust` says.
  return <div className={classes} style={style} data-testid={testId} {...busy} dangerouslySetInnerHTML={{ __html: rendered.html }} />;
}
