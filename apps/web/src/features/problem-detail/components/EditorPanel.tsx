import type { ReactNode } from 'react';
import { ExperimentOutlined, SendOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from '@oj/i18n';
import { CodeEditor } from '@oj/ui/code-editor';
import type { ProblemEditor } from '../hooks/use-problem-editor.ts';
import type { SubmitPanel } from '../hooks/use-submit.ts';
import { EditorToolbar } from './EditorToolbar.tsx';
import { SubmitResult } from './SubmitResult.tsx';

// The shared CodeEditor fetches Monaco when it first renders: it never weighs on other pages (nor on this one's first paint).

/** Props of EditorPanel. */
export interface EditorPanelProps {
  editor: ProblemEditor;
  /** The editor's height, or 'fill' to take what the panel leaves (inside the split view). */
  height: number | 'fill';
  panel: SubmitPanel;
  submitting: boolean;
  /** False when the problem failed to load (spec 01 §8: the submit button is disabled). */
  canSubmit: boolean;
  /** Why submitting is closed (a contest that ended or has not started), shown by the buttons. */
  closedReason?: string | null;
  showTestJudge: boolean;
  loadingLastAc: boolean;
  onLastAccepted: () => void;
  onSubmit: () => void;
  onOpenTestJudge: () => void;
  /** The captcha a too-fast submission must pass, shown above the buttons (spec 01 §5). */
  captcha?: ReactNode;
}

/** The right side of the problem page: toolbar, editor, the status panel and the submit buttons. */
export function EditorPanel(props: EditorPanelProps) {
  const { t } = useTranslation();
  const { editor } = props;
  const fill = props.height === 'fill';
  const editorHeight = fill ? '100%' : props.height;
  return (
    <div
      data-testid="editor-panel"
      style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 4, height: fill ? '100%' : undefined, boxSizing: 'border-box' }}
    >
      <EditorToolbar editor={editor} loadingLastAc={props.loadingLastAc} onLastAccepted={props.onLastAccepted} />
      <div style={fill ? { flex: 1, minHeight: 240 } : undefined}>
        {editor.ready ? (
          <CodeEditor
            value={editor.externalCode}
            revision={editor.revision}
            onChange={editor.setCode}
            language={editor.monacoLanguage}
            theme={editor.theme}
            fontSize={editor.fontSize}
            tabSize={editor.tabSize}
            height={editorHeight}
          />
        ) : (
          <div style={{ height: editorHeight }} />
        )}
      </div>
      {props.captcha}
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <SubmitResult panel={props.panel} />
          {props.closedReason ? <span data-testid="submit-closed">{props.closedReason}</span> : null}
        </div>
        {props.showTestJudge ? (
          <Button icon={<ExperimentOutlined />} onClick={props.onOpenTestJudge} disabled={!props.canSubmit} data-testid="open-test-judge">
            {t('editor.onlineTest')}
          </Button>
        ) : null}
        <Button
          type="primary"
          icon={<SendOutlined />}
          loading={props.submitting}
          disabled={!props.canSubmit}
          onClick={props.onSubmit}
          data-testid="submit-code"
        >
          {props.submitting ? t('editor.submitting') : t('editor.submit')}
        </Button>
      </div>
    </div>
  );
}
