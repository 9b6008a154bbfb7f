import { HistoryOutlined, SettingOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Form, Popconfirm, Popover, Select, Tooltip } from 'antd';
import { useTranslation } from '@oj/i18n';
import { CopyButton } from '@oj/ui';
import { EDITOR_FONT_SIZES, EDITOR_TAB_SIZES, EDITOR_THEMES } from '@/lib/editor-settings.ts';
import type { ProblemEditor } from '../hooks/use-problem-editor.ts';

/** Props of EditorToolbar. */
export interface EditorToolbarProps {
  editor: ProblemEditor;
  loadingLastAc: boolean;
  onLastAccepted: () => void;
}

/** Language, look (theme, font size, tab size), reset, last accepted code and copy (spec 01 §2). */
export function EditorToolbar({ editor, loadingLastAc, onLastAccepted }: EditorToolbarProps) {
  const { t } = useTranslation();
  const settings = (
    <Form layout="horizontal" size="small" labelCol={{ span: 10 }} style={{ width: 240 }} data-testid="editor-settings">
      <Form.Item label={t('editor.theme')} style={{ marginBottom: 8 }}>
        <Select
          value={editor.theme}
          options={EDITOR_THEMES.map((theme) => ({ value: theme, label: theme }))}
          onChange={(theme) => {
            editor.setPreferences({ theme });
          }}
          data-testid="editor-theme"
        />
      </Form.Item>
      <Form.Item label={t('editor.fontSize')} style={{ marginBottom: 8 }}>
        <Select
          value={editor.fontSize}
          options={EDITOR_FONT_SIZES.map((size) => ({ value: size, label: `${size}px` }))}
          onChange={(fontSize: number) => {
            editor.setPreferences({ fontSize });
          }}
        />
      </Form.Item>
      <Form.Item label={t('editor.tabSize')} style={{ marginBottom: 0 }}>
        <Select
          value={editor.tabSize}
          options={EDITOR_TAB_SIZES.map((size) => ({ value: size, label: String(size) }))}
          onChange={(tabSize: number) => {
            editor.setPreferences({ tabSize });
          }}
        />
      </Form.Item>
    </Form>
  );

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', marginBottom: 8 }} data-testid="editor-toolbar">
      <span>{t('editor.language')}:</span>
      <Select
        aria-label={t('editor.language')}
        value={editor.language ?? undefined}
        style={{ minWidth: 130 }}
        options={editor.options.map((option) => ({ value: option.name, label: option.name }))}
        onChange={(language: string) => {
          editor.setLanguage(language);
        }}
        data-testid="editor-language"
      />
      <span style={{ flex: 1 }} />
      <Popconfirm title={t('editor.resetConfirm')} onConfirm={editor.resetToTemplate}>
        <Tooltip title={t('editor.reset')}>
          <Button size="small" icon={<UndoOutlined />} aria-label={t('editor.reset')} data-testid="editor-reset" />
        </Tooltip>
      </Popconfirm>
      <Tooltip title={t('editor.lastAccepted')}>
        <Button
          size="small"
          icon={<HistoryOutlined />}
          aria-label={t('editor.lastAccepted')}
          loading={loadingLastAc}
          onClick={onLastAccepted}
          data-testid="editor-last-ac"
        />
      </Tooltip>
      <CopyButton text={() => editor.code} label={t('editor.copy')} data-testid="editor-copy" />
      <Popover content={settings} title={t('editor.settings')} trigger="click" placement="bottomRight">
        <Button size="small" icon={<SettingOutlined />} aria-label={t('editor.settings')} data-testid="editor-settings-button" />
      </Popover>
    </div>
  );
}
