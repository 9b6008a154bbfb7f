import { Suspense, lazy } from 'react';
import { Input } from 'antd';
import type { MarkdownEditorProps } from './props.ts';

// The editor, its upload code and the renderer come in a chunk of their own, fetched by the first editor shown.
const Panel = lazy(() => import('./MarkdownEditorPanel.tsx').then((module) => ({ default: module.MarkdownEditorPanel })));

/** The markdown editor with live preview, loaded on first use; a plain textarea stands in meanwhile. */
export function MarkdownEditor(props: MarkdownEditorProps) {
  const fallback = <Input.TextArea id={props.id} aria-label={props.label} value={props.value} rows={props.rows ?? 8} readOnly />;
  return (
    <Suspense fallback={fallback}>
      <Panel {...props} />
    </Suspense>
  );
}
