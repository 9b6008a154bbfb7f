import { useEffect, useMemo, useRef } from 'react';
import Editor from '@monaco-editor/react';
import type { OnMount } from '@monaco-editor/react';
import { useTranslation } from '@oj/i18n';
import { monacoThemeName } from './themes.ts';
import type { EditorTheme } from './themes.ts';
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
  /** The web app passes the user's choice; the back office keeps the light default. */
  theme?: EditorTheme;
  fontSize?: number;
  tabSize?: number;
  height: number | string;
  readOnly?: boolean;
  /** The accessible name of the editing area (screen readers announce it). */
  ariaLabel?: string;
}

/**
 * The Monaco code editor (bundled locally). Import it through `@oj/ui/code-editor`, whose
 * CodeEditor loads this module lazily.
 * Uncontrolled while the user types: only outside replacements of the code (template, last
 * accepted code), marked by `revision`, are written into it.
 */
export function CodeEditor(props: CodeEditorProps) {
  const { value, revision = 0, onChange, language, theme = 'idea', fontSize = 14, tabSize = 4, height, readOnly = false, ariaLabel } = props;
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
      ...(ariaLabel ? { ariaLabel } : {}),
      wordBasedSuggestions: 'currentDocument' as const,
      // A word suggestion must never swallow the comma or bracket typed after a name.
      acceptSuggestionOnCommitCharacter: false,
    }),
    [fontSize, tabSize, readOnly, ariaLabel],
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
        onChange={(next) => {
          onChange(next ?? '');
        }}
        options={options}
      />
    </div>
  );
}
