/** Props of MarkdownEditor: a controlled text with an accessible name. */
export interface MarkdownEditorProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** The field's name, for screen readers (the textarea and the preview). */
  label: string;
  /** id of the textarea, so a Form.Item label points at it. */
  id?: string;
  rows?: number;
  /** Group of the text, sent with uploads. */
  gid?: number;
  status?: 'error' | 'warning';
}
