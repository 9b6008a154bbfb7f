import { Suspense, lazy } from 'react';
import { useTranslation } from '@oj/i18n';
import type { CodeEditorProps } from './CodeEditor.tsx';

// Monaco (several MB) comes in its own chunk, fetched the first time an editor is shown.
const LoadedEditor = lazy(() => import('./CodeEditor.tsx').then((module) => ({ default: module.CodeEditor })));

/** The code editor, loaded on first use; a placeholder of the same height shows meanwhile. */
export function CodeEditor(props: CodeEditorProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div data-testid="code-editor-loading" style={{ height: props.height, display: 'grid', placeItems: 'center', opacity: 0.6 }}>
          {t('editor.loading')}
        </div>
      }
    >
      <LoadedEditor {...props} />
    </Suspense>
  );
}
