// `@oj/ui/code-editor`: the Monaco code editor of both apps. This entry is light: CodeEditor
// fetches Monaco (bundled locally, no CDN) the first time it renders.
export { CodeEditor } from './LazyCodeEditor.tsx';
export type { CodeEditorProps } from './CodeEditor.tsx';
export { EDITOR_THEMES, monacoThemeName, readablePalette } from './themes.ts';
export type { EditorTheme, Palette } from './themes.ts';
export { monacoLanguageOf } from './language-mode.ts';
