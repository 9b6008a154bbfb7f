import { useEffect, useState } from 'react';
import { theme } from 'antd';

/** Props of CodeBlock. */
export interface CodeBlockProps {
  code: string;
  /** highlight.js language name (cpp, java, python...); unknown ones are shown plain. */
  language?: string;
  maxHeight?: number;
  'data-testid'?: string;
}

/** Highlighted source code with line numbers; the highlighter loads on first use. */
export function CodeBlock({ code, language, maxHeight, 'data-testid': testId }: CodeBlockProps) {
  const { token } = theme.useToken();
  const [html, setHtml] = useState<{ code: string; html: string } | null>(null);
  useEffect(() => {
    let current = true;
    void import('./render.ts').then(({ highlightCode }) => {
      if (current) setHtml({ code, html: highlightCode(code.replace(/\n$/, ''), language) });
    });
    return () => {
      current = false;
    };
  }, [code, language]);
  // A final newline is not a line of its own on screen.
  const shown = code.replace(/\n$/, '');
  const lines = shown.split('\n').length;
  const box = { margin: 0, padding: '10px 12px', fontSize: 13, lineHeight: '20px', fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' };
  return (
    <div
      className="oj-markdown"
      data-testid={testId}
      style={{
        display: 'flex',
        background: token.colorFillQuaternary,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: 6,
        overflow: 'auto',
        maxHeight,
      }}
    >
      <pre
        aria-hidden
        style={{ ...box, textAlign: 'right', color: token.colorTextTertiary, userSelect: 'none', borderRight: `1px solid ${token.colorBorderSecondary}` }}
      >
        {Array.from({ length: lines }, (_, index) => index + 1).join('\n')}
      </pre>
      {html?.code === code ? (
        // highlight.js escapes the code it wraps in spans.
        <pre style={{ ...box, flex: 1 }}>
          <code className="hljs" style={{ background: 'transparent', padding: 0 }} dangerouslySetInnerHTML={{ __html: html.html }} />
        </pre>
      ) : (
        <pre style={{ ...box, flex: 1 }}>
          <code>{shown}</code>
        </pre>
      )}
    </div>
  );
}
