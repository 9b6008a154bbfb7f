import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { BlockOutlined, CodeOutlined, LinkOutlined, OrderedListOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { Button, Input, Space, Tooltip } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useTranslation } from '@oj/i18n';
import { MARKDOWN_SHORTCUTS, applyShortcut, insertAt } from '../markdown-shortcuts.ts';
import type { Edit, MarkdownShortcut } from '../markdown-shortcuts.ts';
import { EmojiPicker } from './EmojiPicker.tsx';

const SHORTCUT_ICONS: Readonly<Record<MarkdownShortcut, ReactNode>> = {
  inlineCode: <CodeOutlined />,
  codeBlock: <BlockOutlined />,
  link: <LinkOutlined />,
  unorderedList: <UnorderedListOutlined />,
  orderedList: <OrderedListOutlined />,
};

/** Props of CommentEditor. */
export interface CommentEditorProps {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  submitting: boolean;
  placeholder: string;
  submitLabel: string;
  onCancel?: () => void;
  autoFocus?: boolean;
  rows?: number;
  'data-testid'?: string;
}

/**
 * The comment and reply box (spec 03 §2.17): markdown shortcuts (inline code, code block, link,
 * lists), the emoji picker, the textarea and the submit button. Controlled: the caller keeps the text.
 */
export function CommentEditor({
  value,
  onChange,
  onSubmit,
  submitting,
  placeholder,
  submitLabel,
  onCancel,
  autoFocus = false,
  rows = 4,
  'data-testid': testId,
}: CommentEditorProps) {
  const { t } = useTranslation();
  const textarea = useRef<TextAreaRef>(null);
  // The selection to restore once the new text is rendered.
  const pending = useRef<{ start: number; end: number } | null>(null);

  useEffect(() => {
    const element = textarea.current?.resizableTextArea?.textArea;
    const selection = pending.current;
    if (!element || !selection) return;
    pending.current = null;
    element.focus();
    element.setSelectionRange(selection.start, selection.end);
  }, [value]);

  const current = (): Edit => {
    const element = textarea.current?.resizableTextArea?.textArea;
    return { text: value, start: element?.selectionStart ?? value.length, end: element?.selectionEnd ?? value.length };
  };
  const apply = (edit: Edit) => {
    pending.current = { start: edit.start, end: edit.end };
    onChange(edit.text);
  };
  const samples = { code: t('comment.sample.code'), link: t('comment.sample.link'), item: t('comment.sample.item') };

  return (
    <div data-testid={testId}>
      <Space size={0} role="toolbar" aria-label={t('comment.toolbar.label')} style={{ marginBottom: 4 }}>
        {MARKDOWN_SHORTCUTS.map((shortcut) => (
          <Tooltip key={shortcut} title={t(`comment.toolbar.${shortcut}`)}>
            <Button
              type="text"
              size="small"
              icon={SHORTCUT_ICONS[shortcut]}
              aria-label={t(`comment.toolbar.${shortcut}`)}
              onClick={() => {
                apply(applyShortcut(current(), shortcut, samples));
              }}
            />
          </Tooltip>
        ))}
        <EmojiPicker
          onPick={(emoji) => {
            apply(insertAt(current(), emoji));
          }}
        />
      </Space>
      <Input.TextArea
        ref={textarea}
        value={value}
        rows={rows}
        autoFocus={autoFocus}
        placeholder={placeholder}
        aria-label={placeholder}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
      <Space style={{ marginTop: 8, justifyContent: 'flex-end', width: '100%' }}>
        {onCancel ? <Button onClick={onCancel}>{t('comment.cancel')}</Button> : null}
        <Button type="primary" loading={submitting} onClick={onSubmit}>
          {submitLabel}
        </Button>
      </Space>
    </div>
  );
}
