// The shared admin markdown editor: import from '@/shared/markdown-editor'. Its code loads lazily.
export { MarkdownEditor } from './LazyMarkdownEditor.tsx';
export type { MarkdownEditorProps } from './props.ts';
