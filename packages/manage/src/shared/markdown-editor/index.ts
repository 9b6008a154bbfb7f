// The shared admin markdown editor: import from '.'. Its code loads lazily.
export { MarkdownEditor } from './LazyMarkdownEditor.tsx';
export type { MarkdownEditorProps } from './props.ts';
