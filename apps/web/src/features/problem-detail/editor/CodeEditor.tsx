import { useEffect, useMemo, useRef } from 'react';
import Editor from '@monaco-editor/react';
import type { OnMount } from '@monaco-editor/react';
import { useTranslation } from '@oj/i18n';
import type { EditorTheme } from '@/lib/editor-settings.ts';
import { monacoThemeName } from './themes.ts';
import './monaco-setup.ts';

type StandaloneEditor = Parameters<OnMount>[0];

/** Props of CodeEditor. */
export interface CodeEditorProps {
  value: string;
  /** Bumped whenever `value` is replaced from outside, even by an equal text. */
  revision?: number;
  onChange: (value: string) => void;
  /** Monaco language id. */
  language: string;
  theme: EditorTheme;
  fontSize: number;
  tabSize: number;
  height: number | string;
  readOnly?: boolean;
}

/**
 * The Monaco code editor (bundled locally; this module is loaded lazily by the problem page).
 * Uncontrolled while the user types: only outside replacements of the code (template, last
 * accepted code), marked by `revision`, are written into it.
 */
export function CodeEditor({ value, revision = 0, onChange, language, theme, fontSize, tabSize, height, readOnly = false }: CodeEditorProps) {
  const { t } = useTranslation();
  const editorRef = useRef<StandaloneEditor | null>(null);
  // A new options object makes the wrapper call updateOptions, which re-renders Monaco's input
  // area mid-typing; keep it stable between keystrokes.
  const options = useMemo(
    () => ({
      fontSize,
      tabSize,
      insertSpaces: true,
      detectIndentation: false,
      minimap: { enabled: false },
      scrollBeyondLastLine: false,
      automaticLayout: true,
      readOnly,
      wordBasedSuggestions: 'currentDocument' as const,
      // A word suggestion must never swallow the comma or bracket typed after a name.
      acceptSuggestionOnCommitCharacter: false,
    }),
    [fontSize, tabSize, readOnly],
  );

  useEffect(() => {
    const editor = editorRef.current;
    if (!editor || value === editor.getValue()) return;
    // An outside change: replace the text as one undoable edit.
    const model = editor.getModel();
    if (!model) return;
    editor.pushUndoStop();
    editor.executeEdits('oj', [{ range: model.getFullModelRange(), text: value }]);
    editor.pushUndoStop();
  }, [value, revision]);

  return (
    <div data-testid="code-editor" style={{ height, border: '1px solid rgba(0,0,0,0.1)', borderRadius: 4, overflow: 'hidden' }}>
      <Editor
        height="100%"
        language={language}
        theme={monacoThemeName(theme)}
        defaultValue={value}
        loading={t('editor.loading')}
        onMount={(editor) => {
          editorRef.current = editor;
          if (editor.getValue() !== value) editor.setValue(value);
        }}
        onChange={(next) => { onChange(next ?? ''); }}
        options={options}
      />
    </div>
  );
}
